// Which remote owns a path: the one lookup the shell, its preload-route.js, the layout server and the release tool use.

/**
 * Whether a manifest path pattern owns `pathname`: an exact path, or `/prefix/*` for the prefix and below
 * (case-insensitive, trailing slash ignored).
 * @param {string} pattern @param {string} pathname
 */
export function patternMatches(pattern, pathname) {
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
 * @template {{ routes: readonly string[] }} R
 * @param {readonly R[]} remotes @param {string} pathname @returns {R | undefined}
 */
export function remoteForPath(remotes, pathname) {
  return remotes.find((r) => r.routes.some((pattern) => patternMatches(pattern, pathname)));
}

/**
 * Every remote that claims a path: the manifest is right when this has exactly one entry for every route.
 * @param {readonly { name: string, routes: readonly string[] }[]} remotes @param {string} pathname
 * @returns {string[]}
 */
export function ownersOfPath(remotes, pathname) {
  return remotes.filter((r) => r.routes.some((pattern) => patternMatches(pattern, pathname))).map((r) => r.name);
}
