// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAddress, routeMatches } from './routes.ts';

describe('a route pattern of a remote’s table, matched as its router matches it', () => {
  it.each([
    ['/bowl/:bowlId', '/bowl/teriyaki-chicken-bowl', true],
    ['/bowl/:bowlId', '/BOWL/Teriyaki/', true],
    ['/bowl/:bowlId', '/bowl', false],
    ['/bowl/:bowlId', '/bowl/a/b', false],
    ['/menu', '/menu', true],
    ['/menu', '/menu/', true],
    ['/menu', '/menu/country', false],
    ['/menu/*', '/menu/anything/at/all', true],
    ['/', '/', true],
    ['/', '/about', false],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(routeMatches(pattern, path)).toBe(matches);
  });
});

describe('an address as its page reads it (only the query parameters its route reads)', () => {
  const queries = { '/menu': ['tab', 'category'], '/bowl/:bowlId': ['country'], '/smart-value': [] };

  it('keeps what the route reads, in the order given, and drops the rest', () => {
    expect(readAddress(queries, '/menu', '?utm_source=x&category=bowls&tab=smart-value&fbclid=1')).toBe(
      '?category=bowls&tab=smart-value',
    );
    expect(readAddress(queries, '/bowl/curry-power-bowl', '?country=in&ref=home')).toBe('?country=in');
  });

  it('a page that reads none, or a path no route matches, keeps no query at all', () => {
    expect(readAddress(queries, '/smart-value', '?a=1&b=2')).toBe('');
    expect(readAddress(queries, '/menu/nowhere/at-all', '?tab=x')).toBe('');
  });

  it('a value the page reads is kept as typed (the page decides what it means), empty or not', () => {
    expect(readAddress(queries, '/menu', '?category=%3Cscript%3E')).toBe('?category=%3Cscript%3E');
    expect(readAddress(queries, '/menu', '?tab=')).toBe('?tab=');
  });

  it('without declarations (a release built before them) the address is kept whole', () => {
    expect(readAddress(undefined, '/menu', '?utm_source=x')).toBe('?utm_source=x');
    expect(readAddress(queries, '/menu', '')).toBe('');
  });
});
