// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashedBootScript } from './hashed-boot-script';

describe('a head script served under its content hash', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boot-script-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (html: string) => {
    const plugin = hashedBootScript(dir, 'before-paint.js');
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const emitted: { fileName: string; source: Buffer }[] = [];
    const page = transform.handler(html);
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (f: (typeof emitted)[0]) => emitted.push(f) });
    return { page, emitted };
  };

  it('names the page’s script and the emitted file alike, by the content', () => {
    writeFileSync(join(dir, 'before-paint.js'), 'window.a = 1;\n');
    const first = build('<head><script src="/before-paint.js"></script></head>');
    const [file] = first.emitted;
    expect(file?.fileName).toMatch(/^assets\/before-paint-[\w-]{8}\.js$/);
    expect(file?.source.toString()).toBe('window.a = 1;\n');
    expect(first.page).toBe(`<head><script src="/${file?.fileName}"></script></head>`);

    writeFileSync(join(dir, 'before-paint.js'), 'window.a = 2;\n');
    expect(build('<script src="/before-paint.js"></script>').emitted[0]?.fileName).not.toBe(file?.fileName);
  });

  it('refuses a page that no longer loads the script', () => {
    writeFileSync(join(dir, 'before-paint.js'), 'x');
    expect(() => build('<head></head>')).toThrow('index.html has no <script src="/before-paint.js">');
  });
});
