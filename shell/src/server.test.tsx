// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseManifestJson } from '@campus/contract/manifest';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { drawShell, renderShell, shellRenderKey } from './server';

const read = parseManifestJson(readFileSync(resolve(import.meta.dirname, '../public/remotes.json'), 'utf8'));
if (!read.ok) throw new Error(read.message);
const manifest = read.value;
type Element = DefaultTreeAdapterMap['element'];
/** The page's notice element, read as a browser reads the page. */
function noticeOf(html: string): Element | undefined {
  const pending: DefaultTreeAdapterMap['parentNode'][] = [parseFragment(html)];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (
        child.tagName === 'aside' &&
        child.attrs.some((a) => a.name === 'aria-label' && a.value === 'Demo site notice')
      )
        return child;
      pending.push(child);
    }
  }
  return undefined;
}

describe('renderShell: each request draws its own state', () => {
  it('the notice is hidden exactly in the pages whose request said it was dismissed, however the renders overlap', async () => {
    // Started together, so React's renders interleave; a value kept between requests would leak into the wrong page.
    const asked = Array.from({ length: 24 }, (_, i) => i % 3 === 0);
    const pages = await Promise.all(
      asked.map((disclaimerDismissed, i) =>
        renderShell({ url: i % 2 ? '/menu' : '/', manifest, slot: { release: 'r' }, disclaimerDismissed }),
      ),
    );
    // The `hidden` attribute, not the class whose `:hidden` rule applies under before-paint.js's mark.
    const notices = pages.map(({ html }) => noticeOf(html));
    const hidden = notices.map((notice) => notice?.attrs.some((a) => a.name === 'hidden'));
    expect(notices.every((notice) => notice !== undefined)).toBe(true);
    expect(hidden).toEqual(asked);
  });
});

describe('renderShell: addresses that draw the same shell share one render', () => {
  /** Two addresses of a route pattern: other ids, deeper paths, a query. */
  const addressesOf = (pattern: string) => [
    pattern.replace(/:\w+/g, 'a').replace(/\*$/, ''),
    `${pattern.replace(/:\w+/g, 'zz-9_Q').replace(/\*$/, 'deeper/still')}?theme=x&utm_source=y`,
  ];
  const patterns = manifest.remotes.flatMap((remote) => remote.routes.map((pattern) => ({ remote, pattern })));

  it.each(patterns.map(({ remote, pattern }) => [remote.name, pattern]))(
    '%s %s: two of its addresses have one key and the very same HTML drawn afresh',
    async (_remote, pattern) => {
      for (const slot of [{ release: 'r' }, null]) {
        const [one, other] = addressesOf(pattern).map((url) => ({ url, manifest, slot, disclaimerDismissed: false }));
        if (!one || !other) throw new Error('two addresses');
        expect(shellRenderKey(one)).not.toBeNull();
        expect(shellRenderKey(one)).toBe(shellRenderKey(other));
        expect((await drawShell(other)).html).toBe((await drawShell(one)).html);
      }
    },
  );

  it('keys apart what the shell draws differently: the slice, the nav link, the slot, the notice, the manifest', () => {
    const base = { url: '/menu', manifest, slot: { release: 'r' }, disclaimerDismissed: false };
    const keys = [
      base,
      { ...base, url: '/build-your-own' },
      { ...base, url: '/cart' },
      { ...base, slot: null },
      { ...base, slot: { release: 'other' } },
      { ...base, disclaimerDismissed: true },
      { ...base, manifest: structuredClone(manifest) },
    ].map(shellRenderKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("an address no slice owns is never shared (the shell's not-found page shows the path)", async () => {
    const request = { url: '/no-such-page', manifest, slot: null, disclaimerDismissed: false };
    expect(shellRenderKey(request)).toBeNull();
    expect(await renderShell(request)).not.toBe(await renderShell(request));
    expect((await renderShell(request)).html).toContain('/no-such-page');
  });

  it('two addresses of one page get the same render object; a failed render is not kept', async () => {
    const at = (url: string) => renderShell({ url, manifest, slot: { release: 'r' }, disclaimerDismissed: false });
    expect(await at('/bowl/one-bowl')).toBe(await at('/bowl/another?x=1'));
    const bad = { url: '/menu', manifest: { remotes: 'not a list' }, slot: null, disclaimerDismissed: false };
    expect(shellRenderKey(bad)).toBeNull();
  });
});
