/** A remote's `ssr.json` (fragments.mjs); `server` is missing in releases built before server modules. */
export interface SliceInfo {
  release: string;
  pages: string[];
  server?: { module: string; sha256: string };
  styles: string[];
  scripts: string[];
  /** The path patterns its route table owns (the manifest line's `routes`), from its server module. */
  routes?: string[];
  /** What its `./routes` module exports, by name: `typeof` each export (from the server build of the same source). */
  exports?: Record<string, string>;
  /** The stored cart's key and schema version its code was built with (@campus/cart/storage). */
  cart?: { key: string; version: number };
}
export const ASSET_BASE: string;
export const SERVER_MODULE: string;
export const RELEASES_DIR: string;
export const SLOT_MARKER: string;
export const CLIENT_RENDER_DIGEST: string;
export function addressKey(pathname: string, search?: string): string | undefined;
export function fragmentFile(key: string): string;
export const BOOT_ELEMENT_ID: string;
export const DISCLAIMER_COOKIE: string;
export function splitLeadingLinks(html: string): { headLinks: string[]; html: string };
export const MODULES_ELEMENT_ID: string;
export function deferModulePreloads(html: string): string;
export const INTEGRITY_FILE: string;
