// @vitest-environment node
import { CANARY_COOKIE, inCanary, PREVIEW_COOKIE, signPreview } from '@campus/contract/preview';
import { describe, expect, it } from 'vitest';
import { createLineChooser, parseCookies, withLines } from './release-lines.ts';

const SECRET = 'layout-server-secret';
const NOW = Date.UTC(2026, 10, 28, 3, 0, 0);
const live = { name: 'mfe_menu', entry: 'http://localhost:4174/remoteEntry.js', routes: ['/menu'] };
const next = { ...live, entry: 'http://localhost:4174/releases/00112233aabbccdd/remoteEntry.js' };
const payload = { remote: 'mfe-menu', release: 'mfe-menu-abc-1', line: next, exp: NOW / 1000 + 3600 };
const token = signPreview(payload, SECRET);

function chooser(secret: string | null = SECRET) {
  const log: Record<string, unknown>[] = [];
  return { log, lines: createLineChooser({ secret, log: (line) => void log.push(line), now: () => NOW }) };
}

describe('a preview link', () => {
  it('signed here and not expired: back to the same address without it, with an HttpOnly, SameSite=Lax cookie until it expires', () => {
    const { lines, log } = chooser();
    expect(lines.previewLink(`/menu?diet=vegan&preview=${token}`)).toEqual({
      location: '/menu?diet=vegan',
      setCookies: [`${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`],
    });
    expect(log).toEqual([{ event: 'preview:start', remote: 'mfe-menu', release: 'mfe-menu-abc-1', entry: next.entry }]);
  });

  it.each([
    ['forged (another secret)', signPreview(payload, 'guessed'), 'bad signature'],
    [
      'altered (a later expiry)',
      `${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 1e6 })).toString('base64url')}.${token.split('.')[1]}`,
      'bad signature',
    ],
    [
      'expired',
      signPreview({ ...payload, exp: NOW / 1000 - 1 }, SECRET),
      `expired at ${new Date(NOW - 1000).toISOString()}`,
    ],
    ['unsigned', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'not a signed token'],
  ])('%s: no cookie at all, one log line saying why', (_, bad, reason) => {
    const { lines, log } = chooser();
    expect(lines.previewLink(`/?preview=${encodeURIComponent(bad)}`)).toEqual({ location: '/', setCookies: [] });
    expect(log).toEqual([{ event: 'preview:refused', from: 'link', reason }]);
  });

  it('with previews off (no secret), even a well-made token does nothing', () => {
    const { lines, log } = chooser(null);
    expect(lines.previewLink(`/?preview=${token}`)?.setCookies).toEqual([]);
    expect(log[0]).toMatchObject({ event: 'preview:refused', reason: 'previews are off (no secret)' });
  });

  it('?preview=end clears the cookie; an address without the parameter is no link', () => {
    const { lines } = chooser();
    expect(lines.previewLink('/cart?preview=end')).toEqual({
      location: '/cart',
      setCookies: [`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`],
    });
    expect(lines.previewLink('/cart?x=1')).toBeNull();
  });
});

describe('the lines a request sees', () => {
  it('nothing set: the live ones, no cookie, cached as every page', () => {
    expect(chooser().lines.choose({ cookie: 'campus_disclaimer=true' })).toEqual({
      lines: {},
      canary: [],
      setCookies: [],
    });
  });

  it('the preview cookie: its line, its banner, never stored by any cache', () => {
    const choice = chooser().lines.choose({ cookie: `a=b; ${PREVIEW_COOKIE}=${token}` });
    expect(choice).toMatchObject({
      lines: { mfe_menu: next },
      preview: { remote: 'mfe-menu', release: 'mfe-menu-abc-1' },
      cacheControl: 'private, no-store',
      setCookies: [],
    });
  });

  it('a preview cookie that no longer verifies (expired, the secret changed): the live site, the cookie cleared, logged', () => {
    const { lines, log } = chooser('a new secret');
    const choice = lines.choose({ cookie: `${PREVIEW_COOKIE}=${token}` });
    expect(choice.lines).toEqual({});
    expect(choice.preview).toBeUndefined();
    expect(choice.setCookies).toEqual([`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    expect(log).toEqual([{ event: 'preview:refused', from: 'cookie', reason: 'bad signature' }]);
  });

  it('a canary at 100 %: every visitor, a new one given a random id (HttpOnly, a year); at 0 %: nobody, no cookie', () => {
    const { lines } = chooser();
    const all = lines.choose({ canary: { mfe_menu: { line: next, percent: 100, release: 'r2' } } });
    expect(all.lines).toEqual({ mfe_menu: next });
    expect(all.canary).toEqual(['mfe_menu']);
    expect(all.cacheControl).toBe('private, no-cache');
    expect(all.setCookies).toEqual([
      expect.stringMatching(
        new RegExp(`^${CANARY_COOKIE}=[\\w-]{22}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`),
      ),
    ]);
    expect(lines.choose({ canary: { mfe_menu: { line: next, percent: 0, release: 'r2' } } })).toEqual({
      lines: {},
      canary: [],
      setCookies: [],
    });
  });

  it('sticky: a visitor keeps their id and their side of a 5 % canary on every request', () => {
    const { lines } = chooser();
    const canary = { mfe_menu: { line: next, percent: 5, release: 'r2' } };
    for (let i = 0; i < 200; i++) {
      const id = `visitor-${i.toString().padStart(12, '0')}`;
      const first = lines.choose({ cookie: `${CANARY_COOKIE}=${id}`, canary });
      expect(first.setCookies).toEqual([]);
      expect(first.canary.length === 1).toBe(inCanary(id, 'mfe_menu', 5));
      expect(lines.choose({ cookie: `${CANARY_COOKIE}=${id}`, canary }).lines).toEqual(first.lines);
    }
  });

  it('a preview of the same remote wins over its canary', () => {
    const canaryLine = { ...live, entry: 'http://localhost:4174/releases/ffff/remoteEntry.js' };
    const choice = chooser().lines.choose({
      cookie: `${PREVIEW_COOKIE}=${token}`,
      canary: { mfe_menu: { line: canaryLine, percent: 100, release: 'r3' } },
    });
    expect(choice.lines).toEqual({ mfe_menu: next });
    expect(choice.canary).toEqual([]);
  });
});

describe('withLines and parseCookies', () => {
  it('replaces lines of the same name only, in place; never adds a remote', () => {
    const manifest = { remotes: [{ name: 'mfe_info', entry: 'http://x/remoteEntry.js', routes: ['/'] }, live] };
    expect(withLines(manifest, { mfe_menu: next, mfe_new: { ...next, name: 'mfe_new' } })).toEqual({
      remotes: [manifest.remotes[0], next],
    });
    expect(withLines(manifest, {})).toBe(manifest);
  });

  it('reads the first cookie of a name, values with "=" whole', () => {
    expect([...parseCookies(' a=1; b=x=y; a=2;; c')]).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
    ]);
  });
});
