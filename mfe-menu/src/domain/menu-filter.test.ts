// @vitest-environment node
import { allBowls } from '@campus/catalogue/countries';
import type { Profile } from '@campus/profile/fits';
import { describe, expect, it } from 'vitest';
import { bowlConflicts, filterSummary, matchesProfile } from './menu-filter';

const p = (diets: Profile['diets'], avoid: Profile['avoid'] = []): Profile => ({ diets, avoid });

describe('which bowls fit the profile', () => {
  it.each([
    [p([]), ['Teriyaki Chicken Bowl', 'Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    [p(['vegetarian']), ['Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    [p(['vegan']), ['Curry Power Bowl', 'Mediterranean Bowl']],
    [p([], ['soy']), ['Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    // The Teriyaki bowl is finished with sesame (its description says so; its parts now do too).
    [p([], ['dairy', 'sesame']), ['Curry Power Bowl']],
    [p(['vegetarian'], ['coconut']), ['Fajita Veg Bowl', 'Mediterranean Bowl']],
    [p([], ['peanuts']), ['Teriyaki Chicken Bowl', 'Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    [p(['halal']), ['Teriyaki Chicken Bowl', 'Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
  ])('%j shows %j', (profile, names) => {
    expect(
      allBowls()
        .filter((b) => matchesProfile(b, profile))
        .map((b) => b.name),
    ).toEqual(names);
  });

  it('says why in words', () => {
    const teriyaki = allBowls().find((b) => b.id === 'teriyaki-chicken-bowl');
    expect(teriyaki && bowlConflicts(teriyaki, p(['vegetarian'], ['soy']))).toEqual([
      { kind: 'diet', diet: 'vegetarian', what: 'chicken (meat)' },
      { kind: 'allergen', allergen: 'soy' },
    ]);
  });

  it.each([
    [4, 4, 'hide', 'Showing all 4 bowls'],
    [1, 4, 'hide', 'Showing 1 of 4 bowls'],
    [0, 1, 'hide', 'Showing 0 of 1 bowl'],
    [1, 1, 'hide', 'Showing 1 bowl'],
    [3, 4, 'mark', 'Showing all 4 bowls: 3 of 4 fit your diet, the others are marked'],
  ] as const)('summary %i/%i (%s)', (shown, total, display, text) => {
    expect(filterSummary(shown, total, display)).toBe(text);
  });
});
