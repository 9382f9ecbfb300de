import type { Manifest, RemoteEntry as ManifestEntry } from '@campus/contract/manifest';
import type { PinnedServer } from './remote-render.mjs';

export const PART_BUDGET_MS: number;
export const WARMED_PAGES: number;
export const COMPOSED_BYTES: number;
/** What is live, at one revision of the release store. */
export interface LiveManifest {
  revision: number;
  manifest: Manifest;
}
export interface ComposedPage {
  /** 200; 404 (a path no slice owns, or a remote's own not-found state); 301 to `location`, with no page. */
  status: number;
  location?: string;
  html: string;
  /** The remote's part could not be had within its budget: the browser draws it. */
  fallback: boolean;
  /** Drawn by the browser because the remote's renders are queued full (a crawler is told 503 instead). */
  busy?: boolean;
  note?: string;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts: its import map. */
  scriptHashes: string[];
  /** The remotes' origins of the manifest it was composed with (the CSP's other hosts). */
  origins: string[];
  /** The release store's revision the page was composed from (null: none read yet). */
  revision: number | null;
}
export interface Composer {
  (request: {
    url: string;
    cookie?: string;
    /** What is live to compose from (default: the composer's `live()`): the snapshot the visitor's lines were chosen in. */
    at?: LiveManifest | null;
    /** This visitor's lines in place of the live ones, by name (a canary's, a preview's). */
    lines?: Record<string, ManifestEntry>;
    /** The preview banner to show. */
    preview?: { remote: string; release: string };
  }): Promise<ComposedPage>;
  /** The composed pages kept (count, bytes) and the pages left to the browser because renders were queued full. */
  stats(): { pages: number; pageBytes: number; busyPages: number };
  /** Server modules, hash lists, ssr.json and pre-rendered pages of `manifest`'s lines that differ from `before`. */
  warm(manifest?: Manifest | null, before?: Manifest | null): Promise<unknown>;
}
export function createComposer(options: {
  shellDir: string;
  serverModule: string;
  /** What is live now (null until the release store has been read). */
  live: () => LiveManifest | null;
  /** For a manifest line without `server`: the module this machine has on its own disk for that entry, if any. */
  localPin?: (entry: string) => PinnedServer | undefined;
  budgetMs?: number;
  freshMs?: number;
  fetch?: typeof fetch;
  log?: (line: Record<string, unknown>) => void;
  /** The share of visitors whose pages report their visit (the boot data's `report`); none: no page reports. */
  beaconSample?: number;
}): Composer;
export function importMapText(
  shell: Record<string, string> | null,
  remotes: { base: URL; list: Record<string, string> }[],
): string;
export function scriptHashSource(text: string): string;
