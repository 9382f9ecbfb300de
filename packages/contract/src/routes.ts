// Which remote owns a path: the one lookup the shell, its preload-route.js, the layout server and the release tool use.

/**
 * Whether a manifest path pattern owns `pathname`: an exact path, or `/prefix/*` for the prefix and below
 * (case-insensitive, trailing slash ignored).
 */
export function patternMatches(pattern: string, pathname: string) {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const p = pattern.toLowerCase();
  if (p.endsWith('/*')) {
    const base = p.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === (p.replace(/\/+$/, '') || '/');
}

/**
 * The remote that owns a path, if any (the first listed, when two claim it: a manifest the release checks refuse).
 */
export function remoteForPath<R extends { routes: readonly string[] }>(
  remotes: readonly R[],
  pathname: string,
): R | undefined {
  return remotes.find((r) => r.routes.some((pattern) => patternMatches(pattern, pathname)));
}

/**
 * Every remote that claims a path: the manifest is right when this has exactly one entry for every route.
 */
export function ownersOfPath(
  remotes: readonly { name: string; routes: readonly string[] }[],
  pathname: string,
): string[] {
  return remotes.filter((r) => r.routes.some((pattern) => patternMatches(pattern, pathname))).map((r) => r.name);
}

/**
 * Whether a route pattern of a remote's route table (`/bowl/:bowlId`, `/menu`, `/menu/*`) matches `pathname`, as its
 * router matches it: segment by segment, case-insensitive, a trailing slash ignored, `:name` any one segment, a final
 * `*` the rest.
 */
export function routeMatches(pattern: string, pathname: string) {
  const segments = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
  const want = segments(pattern);
  const have = segments(pathname);
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    if (part === '*') return true;
    const got = have[i];
    if (got === undefined) return false;
    if (part.startsWith(':')) {
      if (got === '') return false;
      continue;
    }
    if (part.toLowerCase() !== got.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * An address as its page reads it: the query parameters the page's route declares it reads (`queries`, a remote's
 * ssr.json), in the order given, and no other — any other changes nothing on the page, so it makes no new cache entry
 * and no new render. A path no declared route matches reads none. Without `queries` (an older release) the address is
 * kept whole. Returns the search part (`''` or `?…`).
 */
export function readAddress(
  queries: Readonly<Record<string, readonly string[]>> | undefined,
  pathname: string,
  search: string,
) {
  if (!queries || !search) return search;
  const reads = Object.entries(queries).find(([pattern]) => routeMatches(pattern, pathname))?.[1] ?? [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of given) if (reads.includes(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
