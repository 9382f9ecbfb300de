// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of every text file of 1 KB or more, each the same bytes once decompressed', async () => {
    const js = 'export const menu = ['.concat('"Teriyaki Chicken Bowl",'.repeat(200), '];\n');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'assets/menu-abc.js'), js);
    writeFileSync(join(dir, 'small.json'), '{"a":1}');
    writeFileSync(join(dir, 'assets/photo.webp'), Buffer.alloc(4096, 7));
    const done = await precompressDir(dir);
    expect(done.files).toBe(1);
    const file = join(dir, 'assets/menu-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(done.br).toBeLessThan(done.bytes / 5);
    // Too small to gain, or already compressed: left alone.
    expect(existsSync(join(dir, 'small.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/photo.webp.br'))).toBe(false);
  });

  it('leaves the live manifest uncompressed: a release rewrites it in place, and a copy would go stale', async () => {
    const manifest = JSON.stringify({ remotes: Array.from({ length: 40 }, (_, i) => ({ name: `r${i}` })) });
    writeFileSync(join(dir, 'remotes.json'), manifest);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'remotes.json.gz'))).toBe(false);
    expect(existsSync(join(dir, 'remotes.json.br'))).toBe(false);
  });
});
