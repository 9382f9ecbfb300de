// @vitest-environment node
import type { Manifest } from '@campus/contract/manifest';
import { describe, expect, it } from 'vitest';
import { mixedRevision, pageEvidence, pageLine } from './fleet-page.ts';

const remoteOrigins = { mfe_info: 'https://localhost:4315', mfe_menu: 'https://localhost:4311' };
const manifest = (infoFolder: string): Manifest => ({
  remotes: [
    { name: 'mfe_menu', entry: 'https://localhost:4311/remoteEntry.js', routes: ['/menu'] },
    { name: 'mfe_info', entry: `https://localhost:4315/${infoFolder}remoteEntry.js`, routes: ['/about'] },
  ],
});
const OLD = manifest('');
const NEW = manifest('releases/0123456789abcdef/');

/** A composed page as the layout server writes it: boot data, and the slice's files named in the HTML. */
function page(revision: number, boot: { revision: number; manifest: Manifest }, infoFolder: string) {
  const json = JSON.stringify({ ...boot, slot: { remote: 'mfe_info', release: 'r', state: 'html' } }).replaceAll(
    '<',
    '\\u003c',
  );
  return {
    status: 200,
    headers: { 'X-Release-Revision': String(revision) },
    body: `<!doctype html><html><head><link rel="stylesheet" href="https://localhost:4315/${infoFolder}assets/style.css"><script type="application/json" id="campus-boot">${json}</script></head><body><div data-remote="mfe_info"></div><script type="module" src="https://localhost:4311/assets/x.js"></script></body></html>`,
    remoteOrigins,
  };
}

describe('the fleet test: is a page composed from one revision?', () => {
  it('passes a page whose header, boot data and HTML agree (and agree with the store)', () => {
    const manifestAt = (r: number) => (r === 8 ? NEW : OLD);
    expect(mixedRevision({ ...page(7, { revision: 7, manifest: OLD }, ''), manifestAt })).toBeUndefined();
    expect(
      mixedRevision({ ...page(8, { revision: 8, manifest: NEW }, 'releases/0123456789abcdef/'), manifestAt }),
    ).toBeUndefined();
  });

  it('finds a header of one revision over boot data of another', () => {
    expect(mixedRevision(page(8, { revision: 7, manifest: OLD }, ''))).toBe(
      'X-Release-Revision 8, boot data revision 7',
    );
  });

  it("finds HTML referencing another revision's folder than the page's manifest", () => {
    expect(mixedRevision(page(8, { revision: 8, manifest: NEW }, ''))).toMatch(
      /revision 8: the HTML references https:\/\/localhost:4315\/, its manifest https:\/\/localhost:4315\/releases\//,
    );
  });

  it("finds a page whose manifest is not the store's of that revision", () => {
    expect(mixedRevision({ ...page(8, { revision: 8, manifest: OLD }, ''), manifestAt: () => NEW })).toMatch(
      /not the store's manifest/,
    );
  });

  it('finds a failed request or a page without its revision', () => {
    expect(mixedRevision({ ...page(8, { revision: 8, manifest: OLD }, ''), status: 502 })).toBe('HTTP 502');
    expect(mixedRevision({ ...page(8, { revision: 8, manifest: OLD }, ''), headers: {} })).toMatch(
      /no X-Release-Revision/,
    );
  });
});

describe("a page's own lines (pageLine)", () => {
  it("reads a remote's entry from the boot data the page was composed with; none without boot data", () => {
    const { body } = page(8, { revision: 8, manifest: NEW }, 'releases/0123456789abcdef/');
    expect(pageLine(body, 'mfe_info')).toBe('https://localhost:4315/releases/0123456789abcdef/remoteEntry.js');
    expect(pageLine(body, 'mfe_cart')).toBeUndefined();
    expect(pageLine('<!doctype html><p>no boot data</p>', 'mfe_info')).toBeUndefined();
  });
});

describe("a page request's evidence, for a failing check's message", () => {
  it('names the status, the server, the revision and what the slice holds', () => {
    const composed = page(3, { revision: 3, manifest: NEW }, 'releases/0123456789abcdef/');
    const failed = {
      ...composed,
      headers: { ...composed.headers, Server: 'nginx/1.22.1' },
      body: composed.body.replace('"state":"html"', '"state":"failed"'),
    };
    expect(pageEvidence(failed)).toMatch(
      /^HTTP 200 from nginx\/1\.22\.1, X-Release-Revision 3, slot: mfe_info failed \(r\); body: <!doctype html>/,
    );
    expect(pageEvidence({ status: 502, headers: {}, body: 'Bad Gateway' })).toBe(
      'HTTP 502 from -, X-Release-Revision -, slot: no boot data; body: Bad Gateway',
    );
  });
});
