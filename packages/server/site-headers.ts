// The headers that say what a response is and who may use it: its content type, whether the browser's copy is this
// version (ETag), and the security headers — for the shell's documents, a CSP naming the remotes' origins.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseManifestJson } from '@campus/contract/manifest';
import { MANIFEST_TYPE } from '@campus/vite/web-app-manifest.ts';
import fresh from 'fresh';
import { lookup, mimes } from 'mrmime';
import type { LiveState, Req, SecurityHeaders } from './site-types.ts';

mimes.ico = 'image/x-icon';
/** A file's content type, by its extension (with its dot). */
export function contentType(ext: string): string {
  if (ext === '.webmanifest') return MANIFEST_TYPE;
  const type = lookup(ext.slice(1));
  if (!type) return 'application/octet-stream';
  return /^text\/|^application\/(?:json|javascript)/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Whether the browser's copy is this version (If-None-Match; `fresh` also honours a request's `no-cache`). */
export const isFresh = (req: Req, headers: Record<string, string | number | string[]>): boolean =>
  fresh(req.headers, { etag: String(headers.ETag) });

/**
 * The security headers of an app's responses. The CSP of the shell's documents names the origins of the remotes the
 * live manifest names (`live()`), once per revision; for a site without a release store (the baseline), of the shell
 * folder's remotes.json, once per version of the file.
 */
export function createSecurityHeaders({ live }: { live: () => LiveState | null }): SecurityHeaders {
  /** Origins of the remotes (the only other hosts the shell's scripts may come from), by shell folder. */
  const originsByShell = new Map<string, { stamp: string; origins: string[] }>();
  function remoteOrigins(shellDir: string): string[] {
    const state = live();
    const snapshot = state?.current();
    if (state) {
      const stamp = `revision ${snapshot?.revision}`;
      const kept = originsByShell.get(shellDir);
      if (kept?.stamp === stamp) return kept.origins;
      const origins = [...new Set((snapshot?.state.manifest.remotes ?? []).map((r) => new URL(r.entry).origin))];
      originsByShell.set(shellDir, { stamp, origins });
      return origins;
    }
    const file = join(shellDir, 'remotes.json');
    let stamp = '';
    try {
      const { mtimeMs, size, ino } = statSync(file);
      stamp = `${ino}:${size}:${mtimeMs}`;
    } catch {
      return [];
    }
    const kept = originsByShell.get(shellDir);
    if (kept?.stamp === stamp) return kept.origins;
    let origins: string[] = [];
    try {
      const read = parseManifestJson(readFileSync(file, 'utf8'));
      if (!read.ok) throw new Error(read.message);
      origins = [...new Set(read.value.remotes.map((r) => new URL(r.entry).origin))];
    } catch {
      origins = [];
    }
    originsByShell.set(shellDir, { stamp, origins });
    return origins;
  }

  return (app, absDir, ext, scriptHashes = [], origins = undefined) => {
    const headers: Record<string, string> = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    // CSP and framing rules act on documents: sent with the shell's HTML only, not with each of its ~25 scripts
    // (where they did nothing but add ~0.5 KB of headers per response).
    if (app.name === 'shell' && ext === '.html') {
      const remotes = (origins ?? remoteOrigins(absDir)).join(' ');
      headers['Content-Security-Policy'] = [
        "default-src 'self'",
        // A composed page's import map (the modules' integrity) is inline: allowed by the hash of its exact text.
        ['script-src', "'self'", ...scriptHashes, remotes].filter(Boolean).join(' '),
        `connect-src 'self' ${remotes}`,
        `style-src 'self' ${remotes}`,
        // Server-rendered HTML carries React's style attributes (image aspect ratios, theme colours); no <style> blocks.
        "style-src-attr 'unsafe-inline'",
        `img-src 'self' data: ${remotes}`,
        "font-src 'self'",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ');
      headers['X-Frame-Options'] = 'DENY';
    }
    return headers;
  };
}
