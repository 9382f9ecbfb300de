// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryForPath, patternMatches } from '../../public/preload-route.js';
import manifestJson from '../../public/remotes.json';
import { parseManifest, remoteForPath } from './manifest';

const parsed = parseManifest(manifestJson);
const remotes = parsed.ok ? parsed.remotes : [];

// Every SPEC §2 route with sample parameters, odd spellings, and paths nobody owns.
const PATHS = [
  '/',
  '/menu',
  '/menu/',
  '/MENU',
  '/menu/country/jp',
  '/bowl/teriyaki-chicken-bowl',
  '/item/x',
  '/product/123',
  '/menu/product',
  '/bowls-by-country',
  '/bowls-by-country/mx',
  '/build-your-own',
  '/Build-Your-Own/',
  '/smart-value',
  '/meal-plans',
  '/meal-plans/19-99',
  '/meal-plans/24-99',
  '/meal-plans/student-plan',
  '/meal-plans/signature-meal',
  '/smart-lockers',
  '/lockers',
  '/suggest-a-bowl',
  '/subscribe',
  '/cart',
  '/checkout',
  '/about',
  '/contact',
  '/help',
  '/allergens',
  '/privacy-policy',
  '/terms-of-service',
  '/refunds',
  '/loyalty',
  '/download-app',
  '/nope',
  '/menus',
  '/cart/extra',
  '/about/us',
  '/smart-values',
  '/meal-plansx',
  '//',
];

describe('public/preload-route.js reads the raw manifest as the shell reads the parsed one', () => {
  it.each(PATHS)('%s', (path) => {
    expect(entryForPath(manifestJson, path)).toBe(remoteForPath(remotes, path)?.entry);
  });

  it('ignores a manifest of the wrong shape', () => {
    expect(entryForPath(null, '/')).toBeUndefined();
    expect(entryForPath({ remotes: 'x' }, '/')).toBeUndefined();
    expect(entryForPath({ remotes: [{ routes: ['/'], entry: 42 }] }, '/')).toBeUndefined();
  });

  it('matches exact patterns and /prefix/* like react-router', () => {
    expect(patternMatches('/menu/*', '/menu')).toBe(true);
    expect(patternMatches('/menu/*', '/menu/a/b')).toBe(true);
    expect(patternMatches('/menu/*', '/menus')).toBe(false);
    expect(patternMatches('/cart', '/cart/')).toBe(true);
    expect(patternMatches('/cart', '/cart/x')).toBe(false);
  });
});
