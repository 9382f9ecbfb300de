import { MODULES_ELEMENT_ID } from '@campus/contract/dom-ids';
import { describe, expect, it } from 'vitest';
import { deferModulePreloads, splitLeadingLinks } from './fragments.ts';

describe('splitLeadingLinks', () => {
  it('takes the links React put first, and only those', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp"/><link rel="preload" as="font" href="/f.woff2"/><main><link rel="x"/></main>';
    expect(splitLeadingLinks(html)).toEqual({
      headLinks: ['<link rel="preload" as="image" href="/a.webp"/>', '<link rel="preload" as="font" href="/f.woff2"/>'],
      html: '<main><link rel="x"/></main>',
    });
  });

  it('is not cut by a ">" inside an attribute', () => {
    const link = '<link rel="preload" as="image" imagesrcset="/a.webp 1x, /b>.webp 2x"/>';
    expect(splitLeadingLinks(`${link}<p>x</p>`)).toEqual({ headLinks: [link], html: '<p>x</p>' });
  });

  it('leaves HTML that starts with content alone', () => {
    expect(splitLeadingLinks('<header>hi</header>')).toEqual({ headLinks: [], html: '<header>hi</header>' });
  });
});

describe('deferModulePreloads', () => {
  const page = (head: string, body = '') =>
    `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

  it("moves the head's module preloads into one JSON list, decoding their URLs", () => {
    const out = deferModulePreloads(
      page(
        '<link rel="modulepreload" crossorigin href="/a.js?x=1&amp;y=2"><link rel="stylesheet" href="/s.css"><link rel="modulepreload" href="/b.js">',
      ),
    );
    expect(out).toBe(
      page(
        `<link rel="stylesheet" href="/s.css"><script type="application/json" id="${MODULES_ELEMENT_ID}">["/a.js?x=1&y=2","/b.js"]</script>`,
      ),
    );
  });

  it('escapes "<" so the list cannot end its script', () => {
    const out = deferModulePreloads(page('<link rel="modulepreload" href="/a.js?</script>">'));
    expect(out).toContain('["/a.js?\\u003c/script>"]');
  });

  it('changes nothing without module preloads, and leaves any in the body', () => {
    const html = page('<link rel="stylesheet" href="/s.css">', '<link rel="modulepreload" href="/b.js">');
    expect(deferModulePreloads(html)).toBe(html);
  });
});
