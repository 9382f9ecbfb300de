import { BRAND } from '@campus/catalogue/config';
import type { Plugin } from 'vite';
import { themeColours } from './web-app-manifest.ts';

/** Where an app's index.html takes the head both builds share (the composed shell and the single-bundle baseline). */
export const APP_HEAD_MARK = '<!-- app head: @campus/vite/app-head.ts -->';

/**
 * The head both builds share, written once. The classic before-paint script is first: it runs before the body is
 * parsed, so no tap after the first paint is missed. The render-blocking `expect` link makes one paint: nothing is drawn
 * until <main> is parsed (Chromium; others ignore it). Without it Chromium painted a slow phone's page in pieces as the
 * parser yielded: the notice and header first, the page's content later.
 */
export function appHeadHtml(): string {
  const { theme } = themeColours();
  return [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="description" content="${BRAND.name} — healthy, halal, campus-friendly bowls, sandwiches and meal plans in Toronto. Pre-order online and pick up 24/7 from smart lockers." />`,
    `<meta name="theme-color" content="${theme}" />`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<script src="/before-paint.js" vite-ignore></script>',
    '<link rel="expect" href="#main" blocking="render" />',
    `<title>${BRAND.name} — Healthy, Halal, Campus-friendly</title>`,
  ].join('\n    ');
}

/**
 * Puts the shared head where the page marks it, before Vite reads the page (its scripts and links are then Vite's).
 * An app's own tags follow the mark in its index.html (the shell's route preloader: the federation plugin reads module
 * scripts from the file itself, so one written into the page here would be taken for an entry).
 */
export function appHead(): Plugin {
  return {
    name: 'campus-app-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(APP_HEAD_MARK)) throw new Error(`index.html has no ${APP_HEAD_MARK}`);
        return html.replace(APP_HEAD_MARK, appHeadHtml());
      },
    },
  };
}
