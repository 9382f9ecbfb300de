// The secret preview links are signed with (`npm run preview`, checked by the layout server): given to a fleet, or
// kept in the embedded release store's folder — a file, so it lives here with the store and not in the contract.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The secret's file in the embedded release store's folder (`npm start`), made once at random, never in git. */
export const PREVIEW_SECRET_FILE = 'preview-secret';

/** A new secret: 32 random bytes, as text. */
export const newPreviewSecret = () => randomBytes(32).toString('base64url');

/**
 * The secret preview tokens are signed with: PREVIEW_SECRET when set (a fleet: every layout server and the release
 * tool are given the same one), else the embedded store's own (`dir`), made at random the first time and kept there
 * (mode 600), so `npm start` needs nothing set. Null when neither exists: previews are off.
 */
export function readPreviewSecret({
  env,
  dir,
}: {
  env?: string;
  dir?: string;
}): { secret: string; from: string } | null {
  if (env) return { secret: env, from: 'PREVIEW_SECRET' };
  if (!dir) return null;
  const file = join(dir, PREVIEW_SECRET_FILE);
  try {
    return { secret: readFileSync(file, 'utf8').trim(), from: file };
  } catch {
    mkdirSync(dir, { recursive: true });
    try {
      // `wx`: of two processes making it at once, one writes and both then read that one.
      writeFileSync(file, `${newPreviewSecret()}\n`, { mode: 0o600, flag: 'wx' });
    } catch {}
    return { secret: readFileSync(file, 'utf8').trim(), from: file };
  }
}
