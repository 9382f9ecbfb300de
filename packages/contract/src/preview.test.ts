// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canaryBucket, inCanary, newVisitorId, type PreviewPayload, signPreview, verifyPreview } from './preview.ts';

const secret = 'a-secret-for-tests';
const now = Date.UTC(2026, 10, 28, 3, 0, 0);
const payload: PreviewPayload = {
  remote: 'mfe-menu',
  release: 'mfe-menu-abc1234-m3x',
  line: {
    name: 'mfe_menu',
    entry: 'http://localhost:4174/releases/0123456789abcdef/remoteEntry.js',
    routes: ['/menu'],
  },
  exp: now / 1000 + 3600,
};

describe('preview tokens', () => {
  it('a token this secret signed reads back as its payload', () => {
    expect(verifyPreview(signPreview(payload, secret), secret, now)).toEqual({ ok: true, payload });
  });

  it('expires: refused from the second it names', () => {
    const token = signPreview(payload, secret);
    expect(verifyPreview(token, secret, now + 3599_000).ok).toBe(true);
    expect(verifyPreview(token, secret, now + 3600_000)).toEqual({
      ok: false,
      reason: `expired at ${new Date(now + 3600_000).toISOString()}`,
    });
  });

  it('another secret’s token is refused', () => {
    expect(verifyPreview(signPreview(payload, 'another secret'), secret, now)).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('an altered payload (another entry, a later expiry) under the old signature is refused', () => {
    const [, signature] = signPreview(payload, secret).split('.');
    for (const altered of [
      { ...payload, line: { ...payload.line, entry: 'https://evil.example/remoteEntry.js' } },
      { ...payload, exp: payload.exp + 86_400 },
    ]) {
      const body = Buffer.from(JSON.stringify(altered)).toString('base64url');
      expect(verifyPreview(`${body}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'bad signature' });
    }
  });

  it.each([
    ['', 'not a signed token'],
    ['abc', 'not a signed token'],
    ['abc.', 'not a signed token'],
    ['.abc', 'not a signed token'],
    ['a.b.c', 'not a signed token'],
    [`${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`, 'not a signed token'],
    [`${Buffer.from(JSON.stringify(payload)).toString('base64url')}.AAAA`, 'bad signature'],
  ])('%j (unsigned or forged) is refused: %s', (token, reason) => {
    expect(verifyPreview(token, secret, now)).toEqual({ ok: false, reason });
  });

  it('a signed body that is not a preview payload is refused', () => {
    const body = Buffer.from(JSON.stringify({ remote: 'mfe-menu' })).toString('base64url');
    const signed = `${body}.${signPreview(payload, secret).split('.')[1]}`;
    expect(verifyPreview(signed, secret, now).ok).toBe(false);
    const mac = createHmac('sha256', secret).update(body).digest('base64url');
    expect(verifyPreview(`${body}.${mac}`, secret, now)).toEqual({
      ok: false,
      reason: 'signed, but not a preview payload',
    });
  });
});

describe('canary buckets', () => {
  it('the same visitor is always in the same bucket for a remote (sticky), 0–99', () => {
    const visitor = newVisitorId();
    const bucket = canaryBucket(visitor, 'mfe_menu');
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    for (let i = 0; i < 5; i++) expect(canaryBucket(visitor, 'mfe_menu')).toBe(bucket);
  });

  it('about 5 % of 20 000 visitors are in a 5 % canary, and the same ones stay in when it grows', () => {
    const visitors = Array.from({ length: 20_000 }, newVisitorId);
    const in5 = visitors.filter((id) => inCanary(id, 'mfe_menu', 5));
    // Binomial(20 000, 0.05): σ ≈ 31, so ±150 is ~5σ.
    expect(in5.length).toBeGreaterThan(850);
    expect(in5.length).toBeLessThan(1150);
    expect(in5.every((id) => inCanary(id, 'mfe_menu', 20))).toBe(true);
    expect(visitors.filter((id) => inCanary(id, 'mfe_menu', 0))).toHaveLength(0);
    expect(visitors.filter((id) => inCanary(id, 'mfe_menu', 100))).toHaveLength(visitors.length);
  });

  it('each remote hashes a visitor apart: one team’s 5 % are not another’s', () => {
    const visitors = Array.from({ length: 20_000 }, newVisitorId);
    const both = visitors.filter((id) => inCanary(id, 'mfe_menu', 5) && inCanary(id, 'mfe_cart', 5));
    // Independent: ~0.25 % (50); the same people would be ~1000.
    expect(both.length).toBeLessThan(150);
  });
});
