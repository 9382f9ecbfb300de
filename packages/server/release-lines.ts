// Which line of each remote a request sees: the live one, a canary's (for the visitors in its share), or a preview's
// (for the one browser holding a token `npm run preview` signed). The layout server composes the page, its import map,
// its CSP, its boot data and /remotes.json from the same choice, so everything that browser gets agrees.
import type { Manifest, RemoteEntry } from '@campus/contract/manifest';
import {
  CANARY_COOKIE,
  inCanary,
  newVisitorId,
  PREVIEW_COOKIE,
  PREVIEW_END,
  PREVIEW_PARAM,
  verifyPreview,
} from '@campus/contract/preview';

export type Line = RemoteEntry;
export type { Manifest };
export type Canary = { line: Line; percent: number; release: string; at?: string };
export type PreviewBanner = { remote: string; release: string };
export type Choice = {
  lines: Record<string, Line>;
  preview?: PreviewBanner;
  canary: string[];
  setCookies: string[];
  cacheControl?: string;
};

/** A year: the canary's visitor id outlives any one canary, so the same visitor stays in or out of the next one. */
const VISITOR_MAX_AGE_S = 365 * 24 * 3600;
const VISITOR_ID = /^[\w-]{16,64}$/;

/** The request's cookies by name (the first of a name wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** A cookie only this site's server reads: never the page's code (HttpOnly), not sent from other sites' forms. */
const cookie = (name: string, value: string, maxAgeS: number) =>
  `${name}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeS))}; HttpOnly; SameSite=Lax`;

/**
 * The manifest with these lines in place of the live ones of the same name (never a line the manifest lacks: a
 * preview or canary replaces a remote's release, it does not add a remote). Kept per manifest and lines, so pages
 * of one choice share one object.
 */
export function withLines(manifest: Manifest, lines: Record<string, Line>): Manifest {
  if (Object.keys(lines).length === 0) return manifest;
  return { ...manifest, remotes: manifest.remotes.map((line) => lines[line.name] ?? line) };
}

/** What identifies a choice's lines (a key for kept pages): empty for the live site. */
export const linesKey = (lines: Record<string, Line>) =>
  Object.values(lines)
    .map((line) => `${line.name}=${line.entry}`)
    .sort()
    .join(',');

/**
 * `secret`: what preview tokens are signed with (null: previews are off, every link refused and logged)
 */
export function createLineChooser({
  secret,
  log,
  now = Date.now,
}: {
  secret: string | null;
  log: (line: Record<string, unknown>) => void;
  now?: () => number;
}) {
  function verified(token: string, from: 'link' | 'cookie') {
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
     * Returns null: no `preview` in it.
     */
    previewLink(url: string): { location: string; setCookies: string[] } | null {
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
     */
    choose({ cookie: header, canary = {} }: { cookie?: string; canary?: Record<string, Canary> }): Choice {
      const cookies = parseCookies(header);
      const choice: Choice = { lines: {}, canary: [], setCookies: [] };
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
