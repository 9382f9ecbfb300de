import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Composer } from './compose.mjs';
import type { Canary } from './release-lines.mjs';
import type { PinnedServer } from './remote-render.mjs';

export interface App {
  name: string;
  dir: string;
  port: number;
  index?: string;
  prerendered?: boolean;
  releases?: string;
  compose?: Composer;
}
export interface ServeOptions {
  mono: boolean;
  only?: string[];
  workers: number;
  extra: App[];
}
export const ROOT: string;
export function parseServeArgs(argv: string[]): ServeOptions;
export function siteApps(): App[];
export function servedApps(options: ServeOptions, env?: { onlyExtra?: boolean }): App[];
export function localPins(root: string): (entry: string) => PinnedServer | undefined;
export function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null;
export function createSite(options: {
  apps: App[];
  root?: string;
  shellOrigin?: string;
  log?: (line: Record<string, unknown>) => void;
  /** What preview links are signed with (none: previews are off). */
  previewSecret?: string | null;
  /** The canaries running now, by federation name. */
  canary?: () => Record<string, Canary>;
}): {
  handlers: { app: App; handle: (req: IncomingMessage, res: ServerResponse) => void }[];
  warm(): Promise<unknown>;
};
