// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderShell } from './server';

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../public/remotes.json'), 'utf8'));
const NOTICE = /<aside aria-label="Demo site notice"[^>]*>/;

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
    const hidden = pages.map(({ html }) => /\shidden(?:=|\s|>)/.test(NOTICE.exec(html)?.[0] ?? ''));
    expect(pages.every(({ html }) => NOTICE.test(html))).toBe(true);
    expect(hidden).toEqual(asked);
  });
});
