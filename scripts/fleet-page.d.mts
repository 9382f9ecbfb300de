import type { Manifest } from '@campus/contract/manifest';

/** The entry of remote `name` in the lines a page was composed with (its boot data), if any (fleet-page.mjs). */
export function pageLine(body: string, name: string): string | undefined;
/** The folder a remoteEntry.js URL is served from. */
export function folderOf(entry: string): string;
/** Why this page is not from one revision, or undefined when it is (fleet-page.mjs). */
export function mixedRevision(page: {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  remoteOrigins: Record<string, string>;
  manifestAt?: (revision: number) => Manifest | undefined;
}): string | undefined;
/** One line saying what answered a page request and with what: status, server, revision, the slot's state, the body's start. */
export function pageEvidence(page: { status: number; headers: Record<string, string>; body: string }): string;
