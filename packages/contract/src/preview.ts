// What lets one browser see a release that is not live for everyone: a preview token (made by `npm run preview`,
// read by the layout server) and the canary's visitor buckets (`npm run release -- --canary=N`). Node only (HMAC and
// hashes from node:crypto): the layout server and the release tool import it, never the browser's code.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { RemoteEntrySchema } from './manifest.ts';

/** `?preview=<token>` on any page of the shell: the link `npm run preview` prints. */
export const PREVIEW_PARAM = 'preview';
/** `?preview=end`: the banner's way out (the cookie cleared). */
export const PREVIEW_END = 'end';
/** The cookie that carries the token for the browser that opened the link (HttpOnly: the page's code never reads it). */
export const PREVIEW_COOKIE = 'campus_preview';
/** A visitor's random id, so a canary keeps showing them the same release (hashed with the remote's name). */
export const CANARY_COOKIE = 'campus_canary';
/** How long a preview link works unless `--hours` says otherwise. */
export const PREVIEW_HOURS = 1;

/**
 * What a token says: which team's release (`remote`: the workspace, `release`: its id), the manifest line the browser
 * sees in place of the live one (entry, routes, server pin), and when it stops working (`exp`, seconds since 1970).
 */
export const PreviewPayloadSchema = v.object({
  remote: v.string(),
  release: v.string(),
  line: RemoteEntrySchema,
  exp: v.number(),
});

export type PreviewPayload = v.InferOutput<typeof PreviewPayloadSchema>;

const mac = (secret: string | Buffer, body: string) => createHmac('sha256', secret).update(body).digest();

/**
 * `base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret, that first part))`.
 */
export function signPreview(payload: PreviewPayload, secret: string | Buffer) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The payload of a token this secret signed and that has not expired, or why not (for the log: never shown to the
 * visitor). The signature is compared in constant time and checked before the payload is even parsed.
 */
export function verifyPreview(
  token: string,
  secret: string | Buffer,
  nowMs = Date.now(),
): { ok: true; payload: PreviewPayload } | { ok: false; reason: string } {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'not a signed token' };
  const [body, signature] = parts as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'signed, but not JSON' };
  }
  const read = v.safeParse(PreviewPayloadSchema, json);
  if (!read.success) return { ok: false, reason: 'signed, but not a preview payload' };
  if (read.output.exp * 1000 <= nowMs) {
    return { ok: false, reason: `expired at ${new Date(read.output.exp * 1000).toISOString()}` };
  }
  return { ok: true, payload: read.output };
}

/** A new visitor id for the canary cookie: 16 random bytes. */
export const newVisitorId = () => randomBytes(16).toString('base64url');

/**
 * The visitor's bucket for one remote's canary, 0–99: the same id always lands in the same bucket, and each remote
 * hashes it apart, so one team's 5 % are not always the same people as another's.
 * @param remote the federation name (a manifest line's `name`)
 */
export function canaryBucket(visitor: string, remote: string) {
  return createHash('sha256').update(`${visitor}\0${remote}`).digest().readUInt32BE(0) % 100;
}

/** Whether this visitor sees a canary sent to `percent` % of visitors (growing it keeps everyone already in). */
export const inCanary = (visitor: string, remote: string, percent: number) => canaryBucket(visitor, remote) < percent;
