import type { RemoteEntry as ManifestEntry } from '@campus/contract/manifest';
import type { PinnedServer } from './remote-render.mjs';

export const PART_BUDGET_MS: number;
export interface ComposedPage {
  status: number;
  html: string;
  /** The remote's part could not be had within its budget: the browser draws it. */
  fallback: boolean;
  note?: string;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts: its import map. */
  scriptHashes: string[];
  /** The remotes' origins of the manifest it was composed with (the CSP's other hosts). */
  origins: string[];
}
export interface Composer {
  (request: {
    url: string;
    cookie?: string;
    /** This visitor's lines in place of the live ones, by name (a canary's, a preview's). */
    lines?: Record<string, ManifestEntry>;
    /** The preview banner to show. */
    preview?: { remote: string; release: string };
  }): Promise<ComposedPage>;
  warm(): Promise<unknown>;
}
export function createComposer(options: {
  shellDir: string;
  serverModule: string;
  /** For a manifest line without `server`: the module this machine has on its own disk for that entry, if any. */
  localPin?: (entry: string) => PinnedServer | undefined;
  budgetMs?: number;
  freshMs?: number;
  fetch?: typeof fetch;
  log?: (line: Record<string, unknown>) => void;
}): Composer;
export function importMapText(
  shell: Record<string, string> | null,
  remotes: { base: URL; list: Record<string, string> }[],
): string;
export function scriptHashSource(text: string): string;
