// The types the site's modules share (site.ts and its site-*.ts parts): a request and its response, an app served,
// the encodings a response is sent in, and what is live.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Composer } from './compose.ts';
import type { createLiveState } from './live-state.ts';

export type Req = IncomingMessage;
export type Res = ServerResponse;
export type App = {
  name: string;
  dir: string;
  port: number;
  index?: string;
  prerendered?: boolean;
  releases?: string;
  compose?: Composer;
};
export type Encoding = 'br' | 'gzip';
/** What is live, for the composing shell (live-state.ts). */
export type LiveState = ReturnType<typeof createLiveState>;
/**
 * The headers every response of an app carries, and a shell document's CSP and framing rules (site-headers.ts).
 * `scriptHashes`: CSP sources of a composed page's inline scripts (its import map); `origins`: the remotes' origins
 * of the manifest a page was composed with.
 */
export type SecurityHeaders = (
  app: App,
  absDir: string,
  ext: string,
  scriptHashes?: readonly string[],
  origins?: readonly string[],
) => Record<string, string>;
