// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchedText } from './compose-watched.ts';

const dir = mkdtempSync(join(tmpdir(), 'compose-watched-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('watchedText', () => {
  it('is the file as it is on disk, read again once it changed; a file that is not there throws', () => {
    const file = join(dir, 'index.html');
    writeFileSync(file, '<html>');
    const text = watchedText(file);
    expect(text()).toBe('<html>');
    writeFileSync(file, '<html lang="en">');
    expect(text()).toBe('<html lang="en">');
    rmSync(file);
    expect(() => text()).toThrow();
  });
});
