// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseManifestJson } from '@campus/contract/manifest';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { renderShell } from './server';

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
