// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newPreviewSecret, PREVIEW_SECRET_FILE, readPreviewSecret } from './preview-secret.ts';

const dirs: string[] = [];
const storeDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'campus-preview-secret-'));
  dirs.push(dir);
  return join(dir, 'store'); // not there yet, as for a first `npm start`
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the preview secret', () => {
  it('secrets are random and long', () => {
    const a = newPreviewSecret();
    expect(a).not.toBe(newPreviewSecret());
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
  });

  it('PREVIEW_SECRET wins; else the store folder’s own, made once (mode 600) and read back the same', () => {
    const dir = storeDir();
    expect(readPreviewSecret({ env: 'given', dir })).toEqual({ secret: 'given', from: 'PREVIEW_SECRET' });
    const made = readPreviewSecret({ dir });
    const file = join(dir, PREVIEW_SECRET_FILE);
    expect(made).toEqual({ secret: readFileSync(file, 'utf8').trim(), from: file });
    expect(Buffer.from(made?.secret ?? '', 'base64url')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readPreviewSecret({ dir })).toEqual(made);
  });

  it('neither given nor a store folder (a fleet without PREVIEW_SECRET): previews are off', () => {
    expect(readPreviewSecret({})).toBeNull();
  });
});
