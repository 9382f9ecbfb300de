import type { Manifest, RemoteEntry } from '@campus/contract/manifest';

export interface Canary {
  line: RemoteEntry;
  percent: number;
  release: string;
  at?: string;
}
export interface PreviewBanner {
  remote: string;
  release: string;
}
export interface Choice {
  /** The lines this request sees in place of the live ones, by federation name. */
  lines: Record<string, RemoteEntry>;
  preview?: PreviewBanner;
  /** The remotes whose canary this visitor is in. */
  canary: string[];
  setCookies: string[];
  /** When the page is not the same for every visitor (a canary is on, a preview). */
  cacheControl?: string;
}
export function parseCookies(header: string | undefined): Map<string, string>;
export function withLines(manifest: Manifest, lines: Record<string, RemoteEntry>): Manifest;
export function linesKey(lines: Record<string, RemoteEntry>): string;
export function createLineChooser(options: {
  secret: string | null;
  log: (line: Record<string, unknown>) => void;
  now?: () => number;
}): {
  previewLink(url: string): { location: string; setCookies: string[] } | null;
  choose(request: { cookie?: string; canary?: Record<string, Canary> }): Choice;
};
