import { patternMatches } from '../../public/preload-route.js';

/** One remote as the shell learns it at run time from /remotes.json. */
export interface RemoteEntry {
  /** Federation name, e.g. `mfe_menu`. */
  name: string;
  /** URL of its remoteEntry.js. */
  entry: string;
  /** Path patterns it owns: exact paths and `/prefix/*` for "and below" (case-insensitive, trailing slash ignored). */
  routes: string[];
}

export type ManifestResult = { ok: true; remotes: RemoteEntry[] } | { ok: false; message: string };

const NAME = /^[a-z][a-z0-9_]*$/;

function isEntryUrl(value: string): boolean {
  try {
    const url = new URL(value, 'http://localhost');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks the manifest's shape; a bad manifest is reported, never half-used. */
export function parseManifest(json: unknown): ManifestResult {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) return { ok: false, message: 'The manifest has no "remotes" list.' };
  const remotes: RemoteEntry[] = [];
  for (const r of list) {
    const { name, entry, routes } = (r ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !NAME.test(name)) return { ok: false, message: `Bad remote name: ${String(name)}` };
    if (typeof entry !== 'string' || !isEntryUrl(entry)) return { ok: false, message: `Bad entry for ${name}` };
    if (!Array.isArray(routes) || !routes.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      return { ok: false, message: `Bad routes for ${name}` };
    }
    remotes.push({ name, entry, routes });
  }
  return { ok: true, remotes };
}

/** The remote that owns a path, if any. */
export function remoteForPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined {
  return remotes.find((r) => r.routes.some((pattern) => patternMatches(pattern, pathname)));
}

/** Every remote that claims a path: the manifest is right when this has exactly one entry for every route. */
export function ownersOfPath(remotes: readonly RemoteEntry[], pathname: string): string[] {
  return remotes.filter((r) => r.routes.some((pattern) => patternMatches(pattern, pathname))).map((r) => r.name);
}
