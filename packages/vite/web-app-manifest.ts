/**
 * The web app manifest of the installable site (docs/offline.md): its colours from the design
 * tokens and its name from the brand, so nothing here is a copy. TypeScript that Node runs as it is, so that the icon
 * script (scripts/make-icons.ts) reads the same colours as the shell's build (packages/vite/pwa.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const TOKENS = resolve(import.meta.dirname, '../ui/tokens.css');

/** The manifest's file name at the shell's root, and its media type (serve.ts and nginx send it with this type). */
export const MANIFEST_FILE = 'manifest.webmanifest';
export const MANIFEST_TYPE = 'application/manifest+json';

/** The icons, in shell/public/icons (made by scripts/make-icons.ts). */
export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/**
 * A colour token's value from packages/ui/tokens.css.
 */
function token(css: string, name: string) {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`tokens.css has no --color-${name}`);
  return value;
}

/** The browser's bar (primary) and the splash screen behind the icon (the page's surface). */
export function themeColours() {
  const css = readFileSync(TOKENS, 'utf8');
  return { theme: token(css, 'primary'), background: token(css, 'surface') };
}

export function webAppManifest(brand: { name: string; tagline: string }) {
  const { theme, background } = themeColours();
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: `${brand.name}: ${brand.tagline}. Order ahead, pick up from a smart locker.`,
    lang: 'en-CA',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: background,
    categories: ['food', 'shopping'],
    icons: ICONS,
  };
}
