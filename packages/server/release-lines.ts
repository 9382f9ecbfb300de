// Which line of each remote a request sees: the live one, a canary's (for the visitors in its share), or a preview's
// (for the one browser holding a token `npm run preview` signed). The layout server composes the page, its import map,
// its CSP, its boot data and /remotes.json from the same choice, so everything that browser gets agrees.
import {
  CANARY_COOKIE,
  inCanary,
  newVisitorId,
  PREVIEW_COOKIE,
  PREVIEW_END,
  PREVIEW_PARAM,
  verifyPreview,
} from '@campus/contract/preview';

/**
 * @typedef {import('@campus/contract/manifest').RemoteEntry} Line
 * @typedef {import('@campus/contract/manifest').Manifest} Manifest
 * @typedef {{ line: Line, percent: number, release: string, at?: string }} Canary
 * @typedef {{ remote: string, release: string }} PreviewBanner
 * @typedef {{ lines: Record<string, Line>, preview?: PreviewBanner, canary: string[], setCookies: string[],
 *   cacheControl?: string }} Choice
 */

/** A year: the canary's visitor id outlives any one canary, so the same visitor stays in or out of the next one. */
const VISITOR_MAX_AGE_S = 365 * 24 * 3600;
const VISITOR_ID = /^[\w-]{16,64}$/;

/** The request's cookies by name (the first of a name wins, as browsers send the most specific first). */
/** @param {string | undefined} header @returns {Map<string, string>} */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** A cookie only this site's server reads: never the page's code (HttpOnly), not sent from other sites' forms. */
/** @param {string} name @param {string} value @param {number} maxAgeS */
const cookie = (name, value, maxAgeS) =>
  `${name}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeS))}; HttpOnly; SameSite=Lax`;

/**
 * The manifest with these lines in place of the live ones of the same name (never a line the manifest lacks: a
 * preview or canary replaces a remote's release, it does not add a remote). Kept per manifest and lines, so pages
 * of one choice share one object.
 * @param {Manifest} manifest @param {Record<string, Line>} lines @returns {Manifest}
 */
export function withLines(manifest, lines) {
  if (Object.keys(lines).length === 0) return manifest;
  return { ...manifest, remotes: manifest.remotes.map((line) => lines[line.name] ?? line) };
}

/** What identifies a choice's lines (a key for kept pages): empty for the live site. @param {Record<string, Line>} lines */
export const linesKey = (lines) =>
  Object.values(lines)
    .map((line) => `${line.name}=${line.entry}`)
    .sort()
    .join(',');

/**
 * @param {{ secret: string | null, log: (line: Record<string, unknown>) => void, now?: () => number }} options
 * `secret`: what preview tokens are signed with (null: previews are off, every link refused and logged)
 */
export function createLineChooser({ secret, log, now = Date.now }) {
  /** @param {string} token @param {'link' | 'cookie'} from */
  function verified(token, from) {
    if (!secret) {
      log({ event: 'preview:refused', from, reason: 'previews are off (no secret)' });
      return null;
    }
    const read = verifyPreview(token, secret, now());
    if (read.ok) return read.payload;
    log({ event: 'preview:refused', from, reason: read.reason });
    return null;
  }

  return {
    /**
     * A page asked with `?preview=`: the same address without it, and the cookie that starts the preview (a token
     * this server signed, not expired) or ends it (`?preview=end`). A forged, altered or expired token changes nothing
     * (no cookie) and says why in one log line.
     * @param {string} url @returns {{ location: string, setCookies: string[] } | null} null: no `preview` in it
     */
    previewLink(url) {
      const address = new URL(url, 'http://x');
      const token = address.searchParams.get(PREVIEW_PARAM);
      if (token === null) return null;
      address.searchParams.delete(PREVIEW_PARAM);
      const location = address.pathname + address.search;
      if (token === PREVIEW_END) {
        log({ event: 'preview:end' });
        return { location, setCookies: [cookie(PREVIEW_COOKIE, '', 0)] };
      }
      const payload = verified(token, 'link');
      if (!payload) return { location, setCookies: [] };
      log({ event: 'preview:start', remote: payload.remote, release: payload.release, entry: payload.line.entry });
      return { location, setCookies: [cookie(PREVIEW_COOKIE, token, payload.exp - now() / 1000)] };
    },

    /**
     * The lines this request sees. A visitor without an id gets one when a canary is on (so they stay in or out);
     * a preview cookie that no longer verifies (expired, another secret) is cleared, once, with its log line.
     * @param {{ cookie?: string, canary?: Record<string, Canary> }} request
     * @returns {Choice}
     */
    choose({ cookie: header, canary = {} }) {
      const cookies = parseCookies(header);
      /** @type {Choice} */
      const choice = { lines: {}, canary: [], setCookies: [] };
      const running = Object.entries(canary).filter(([, c]) => c.percent > 0);
      if (running.length > 0) {
        let visitor = cookies.get(CANARY_COOKIE) ?? '';
        if (!VISITOR_ID.test(visitor)) {
          visitor = newVisitorId();
          choice.setCookies.push(cookie(CANARY_COOKIE, visitor, VISITOR_MAX_AGE_S));
        }
        for (const [name, c] of running) {
          if (!inCanary(visitor, name, c.percent)) continue;
          choice.lines[name] = c.line;
          choice.canary.push(name);
        }
        // Pages differ by visitor now: a shared cache must not hand one visitor's to another.
        choice.cacheControl = 'private, no-cache';
      }
      const token = cookies.get(PREVIEW_COOKIE);
      if (token) {
        const payload = verified(token, 'cookie');
        if (payload) {
          choice.lines[payload.line.name] = payload.line;
          choice.preview = { remote: payload.remote, release: payload.release };
          choice.canary = choice.canary.filter((name) => name !== payload.line.name);
          // Never kept by any cache, the browser's service worker included: it is not the live site.
          choice.cacheControl = 'private, no-store';
        } else choice.setCookies.push(cookie(PREVIEW_COOKIE, '', 0));
      }
      return choice;
    },
  };
}
