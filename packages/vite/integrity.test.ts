// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { integrityList, sriHash } from './integrity';

const dir = mkdtempSync(join(tmpdir(), 'integrity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('integrityList', () => {
  it('hashes every JS module file (sha384, base64) by its path in the folder, and nothing else', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    mkdirSync(join(dir, 'server'), { recursive: true });
    mkdirSync(join(dir, 'ssr'), { recursive: true });
    writeFileSync(join(dir, 'remoteEntry.js'), 'export const get = () => 1;\n');
    writeFileSync(join(dir, 'assets/routes-abc.js'), 'export default 2;\n');
    writeFileSync(join(dir, 'assets/routes-abc.js.gz'), 'compressed');
    writeFileSync(join(dir, 'assets/menu-abc.css'), '.a{}');
    writeFileSync(join(dir, 'server/render.mjs'), 'export {};');
    writeFileSync(join(dir, 'ssr/_.json'), '{}');
    const list = await integrityList(dir);
    expect(Object.keys(list)).toEqual(['assets/routes-abc.js', 'remoteEntry.js']);
    // The same value `openssl dgst -sha384 -binary | base64` gives, as browsers compare it.
    const expected = `sha384-${createHash('sha384').update('export default 2;\n').digest('base64')}`;
    expect(list['assets/routes-abc.js']).toBe(expected);
    expect(list['assets/routes-abc.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('changes when one byte of a file changes', async () => {
    const before = await integrityList(dir);
    writeFileSync(join(dir, 'assets/routes-abc.js'), 'export default 2;\n ');
    const after = await integrityList(dir);
    expect(after['assets/routes-abc.js']).not.toBe(before['assets/routes-abc.js']);
    expect(after['remoteEntry.js']).toBe(before['remoteEntry.js']);
    expect(sriHash('export default 2;\n ')).toBe(after['assets/routes-abc.js']);
  });
});
