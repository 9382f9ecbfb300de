// The manifest (remotes.json): which remotes are live, where each one's entry is and which paths it owns. Written by
// the repo (shell/public/remotes.json) and by the release tool (the live line of a remote); read by the layout server,
// the shell, its preload-route.js, the service worker and the release tool. Shipped to phones (the shell, the service
// worker): valibot, whose functions are tree-shaken one by one (README.md, the bytes it adds).
import * as v from 'valibot';
import { parseJsonWith, parseWith } from './parse.ts';

/** A federation name: `mfe_menu`. */
const RemoteName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, 'a federation name (a-z, 0-9, _)'));

/** An http(s) URL, absolute or relative to the page (the shell reads it against its own origin). */
const EntryUrl = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value, 'http://localhost');
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'an http(s) URL'),
);

/** A path pattern a remote owns: an exact path, or `/prefix/*` for the prefix and below. */
const RoutePattern = v.pipe(v.string(), v.startsWith('/', 'a path starting with /'));

/**
 * The server module the release recorded for this line (its SHA-256 and where it is fetched from): set by the release
 * tool, on the layout server's side of the trust boundary.
 */
const ServerModule = v.object({
  module: v.optional(v.string()),
  sha256: v.string(),
  origin: v.optional(v.string()),
});

/** One remote's line. Other fields a later tool adds are kept as they are (a line is replaced whole by a release). */
export const RemoteEntrySchema = v.looseObject({
  name: RemoteName,
  entry: EntryUrl,
  routes: v.array(RoutePattern),
  server: v.optional(ServerModule),
});

export const ManifestSchema = v.looseObject({
  remotes: v.array(RemoteEntrySchema),
  /** Set by the dev server's copy: remotes on dev servers publish no preload list. */
  dev: v.optional(v.boolean()),
});

export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;
export type Manifest = v.InferOutput<typeof ManifestSchema>;

export const parseManifest = (input: unknown) => parseWith(ManifestSchema, input, 'remotes.json');
export const parseManifestJson = (text: string) => parseJsonWith(ManifestSchema, text, 'remotes.json');
