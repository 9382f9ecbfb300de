import { describe, expect, it } from 'vitest';
import manifestJson from '../../public/remotes.json';
import { ownersOfPath, parseManifest, remoteForPath } from './manifest';

const parsed = parseManifest(manifestJson);
const remotes = parsed.ok ? parsed.remotes : [];

describe('the shipped manifest', () => {
  it('parses', () => {
    expect(parsed.ok).toBe(true);
    expect(remotes.map((r) => r.name).sort()).toEqual(['mfe_builder', 'mfe_cart', 'mfe_info', 'mfe_menu', 'mfe_plans']);
  });

  // Every route of SPEC §2, with sample values for its parameters, is owned by exactly one remote.
  it.each([
    ['/', 'mfe_info'],
    ['/menu', 'mfe_menu'],
    ['/menu/country/jp', 'mfe_menu'],
    ['/bowl/teriyaki-chicken-bowl', 'mfe_menu'],
    ['/item/teriyaki-chicken-bowl', 'mfe_menu'],
    ['/product/123', 'mfe_menu'],
    ['/menu/product', 'mfe_menu'],
    ['/bowls-by-country', 'mfe_menu'],
    ['/bowls-by-country/mx', 'mfe_menu'],
    ['/build-your-own', 'mfe_builder'],
    ['/smart-value', 'mfe_menu'],
    ['/meal-plans', 'mfe_plans'],
    ['/meal-plans/19-99', 'mfe_plans'],
    ['/meal-plans/24-99', 'mfe_plans'],
    ['/meal-plans/student-plan', 'mfe_plans'],
    ['/meal-plans/signature-meal', 'mfe_plans'],
    ['/smart-lockers', 'mfe_info'],
    ['/lockers', 'mfe_info'],
    ['/suggest-a-bowl', 'mfe_builder'],
    ['/subscribe', 'mfe_cart'],
    ['/cart', 'mfe_cart'],
    ['/checkout', 'mfe_cart'],
    ['/about', 'mfe_info'],
    ['/contact', 'mfe_info'],
    ['/help', 'mfe_info'],
    ['/allergens', 'mfe_info'],
    ['/privacy-policy', 'mfe_info'],
    ['/terms-of-service', 'mfe_info'],
    ['/refunds', 'mfe_info'],
    ['/loyalty', 'mfe_info'],
    ['/download-app', 'mfe_info'],
  ])('%s is owned by %s alone', (path, owner) => {
    expect(ownersOfPath(remotes, path)).toEqual([owner]);
  });

  it.each(['/nope', '/menus', '/cart/extra', '/about/us', '/smart-values'])('%s is owned by nobody (404)', (path) => {
    expect(remoteForPath(remotes, path)).toBeUndefined();
  });
});

describe('parseManifest', () => {
  it.each([
    [null, 'no list'],
    [{}, 'no list'],
    [{ remotes: 'x' }, 'not a list'],
    [{ remotes: [{ name: 'Bad Name', entry: 'http://a/remoteEntry.js', routes: ['/'] }] }, 'bad name'],
    [{ remotes: [{ name: 'ok', entry: 'javascript:alert(1)', routes: ['/'] }] }, 'script url'],
    [{ remotes: [{ name: 'ok', entry: 'http://a/remoteEntry.js', routes: ['nope'] }] }, 'relative route'],
    [{ remotes: [{ name: 'ok', entry: 'http://a/remoteEntry.js' }] }, 'no routes'],
  ] as [unknown, string][])('rejects %j (%s)', (json) => {
    expect(parseManifest(json).ok).toBe(false);
  });
});
