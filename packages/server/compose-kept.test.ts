// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createKeptPages } from './compose-kept.ts';
import type { ComposedPage } from './compose-page.ts';

const pageOf = (html: string): ComposedPage => ({
  status: 200,
  html,
  fallback: false,
  scriptHashes: [],
  origins: [],
  revision: 1,
});
/** A build that counts its calls and answers after a turn of the event loop. */
function builds(html = '<p>page</p>') {
  let count = 0;
  const build = async () => {
    count += 1;
    await new Promise((r) => setTimeout(r, 5));
    return pageOf(`${html}${count}`);
  };
  return { build, count: () => count };
}

describe('createKeptPages', () => {
  it("names each page's inputs: the same while they are, another once one changed", () => {
    const kept = createKeptPages();
    const inputs = { template: '<html>', revision: 3, mapHash: "'sha256-a'" };
    const part = {};
    const first = kept.versions(inputs, part);
    expect(kept.versions(inputs, part)).toBe(first);
    expect(kept.versions(inputs, {})).not.toBe(first); // another part object
    expect(kept.versions({ ...inputs, revision: 4 }, part)).not.toBe(first);
    expect(kept.versions({ ...inputs, mapHash: "'sha256-b'" }, part)).not.toBe(first);
    expect(kept.versions({ ...inputs, template: '<html lang="en">' }, part)).not.toBe(first);
    // Without a part (the busy page) the inputs are the shell's only; no slice (null) is a version of its own.
    expect(kept.versions(inputs)).not.toBe(kept.versions(inputs, null));
  });

  it('builds a page once for a burst of requests, serves it while its versions are the same, builds it again after', async () => {
    const kept = createKeptPages();
    const { build, count } = builds();
    const pages = await Promise.all(Array.from({ length: 20 }, () => kept.page('/about', 'v1', build)));
    expect(count()).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(await kept.page('/about', 'v1', build)).toBe(pages[0]);
    const next = await kept.page('/about', 'v2', build);
    expect(count()).toBe(2);
    expect(next).not.toBe(pages[0]);
    expect(kept.stats()).toEqual({ pages: 1, pageBytes: 3 * next.html.length });
  });

  it("a build of other inputs under way is not this request's page", async () => {
    const kept = createKeptPages();
    const old = kept.page('/about', 'v1', builds('old').build);
    const now = await kept.page('/about', 'v2', builds('new').build);
    expect(now.html).toBe('new1');
    expect((await old).html).toMatch(/^old/); // its own inputs' page, never the other's
  });

  it('keeps no more bytes than it is given, least recently used dropped first', async () => {
    const kept = createKeptPages(3 * 10 * 2);
    for (const key of ['/a', '/b', '/c']) await kept.page(key, 'v', async () => pageOf('0123456789'));
    expect(kept.stats()).toEqual({ pages: 2, pageBytes: 60 });
  });
});
