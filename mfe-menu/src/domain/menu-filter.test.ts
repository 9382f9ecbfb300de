import { allBowls } from '@campus/catalogue/countries';
import { describe, expect, it } from 'vitest';
import { filterSummary, fitsDiet, matchesFilter, parseFilter, toggleIn, withFilter } from './menu-filter';

const q = (s: string) => new URLSearchParams(s);

describe('the filter lives in the URL', () => {
  it.each([
    ['', { diets: [], avoid: [] }],
    ['diet=halal', { diets: ['halal'], avoid: [] }],
    ['diet=vegan,halal', { diets: ['halal', 'vegan'], avoid: [] }],
    ['diet=HALAL,keto', { diets: ['halal'], avoid: [] }],
    ['avoid=soy,dairy', { diets: [], avoid: ['dairy', 'soy'] }],
    ['avoid=<script>', { diets: [], avoid: [] }],
    ['diet=vegetarian&avoid=sesame', { diets: ['vegetarian'], avoid: ['sesame'] }],
  ])('?%s → %j', (search, expected) => {
    expect(parseFilter(q(search))).toEqual(expected);
  });

  it.each([
    ['tab=smart-value', { diets: ['vegan'], avoid: [] }, 'tab=smart-value&diet=vegan'],
    ['diet=vegan', { diets: [], avoid: [] }, ''],
    ['', { diets: ['vegan', 'halal'], avoid: ['soy', 'dairy'] }, 'diet=halal%2Cvegan&avoid=dairy%2Csoy'],
  ] as const)('writes ?%s + %j → ?%s', (search, filter, expected) => {
    expect(withFilter(q(search), { diets: [...filter.diets], avoid: [...filter.avoid] }).toString()).toBe(expected);
  });

  it('round-trips', () => {
    const f = { diets: ['vegetarian' as const], avoid: ['coconut' as const, 'soy' as const] };
    expect(parseFilter(withFilter(q(''), f))).toEqual({ diets: ['vegetarian'], avoid: ['soy', 'coconut'] });
  });

  it.each([
    [[], 'a', ['a']],
    [['a'], 'a', []],
    [['a'], 'b', ['a', 'b']],
  ])('toggleIn %j %s → %j', (list, v, expected) => {
    expect(toggleIn(list, v)).toEqual(expected);
  });
});

describe('which bowls match', () => {
  it.each([
    [{ diet: ['halal'] }, 'halal', true],
    [{ diet: ['vegetarian'] }, 'halal', true],
    [{ diet: [] }, 'halal', false],
    [{ diet: ['halal'] }, 'vegetarian', false],
    [{ diet: ['vegan'] }, 'vegetarian', true],
    [{ diet: ['vegetarian'] }, 'vegan', false],
    [{ diet: ['vegan'] }, 'vegan', true],
  ] as const)('%j fits %s: %s', (bowl, diet, expected) => {
    expect(fitsDiet({ diet: [...bowl.diet] }, diet)).toBe(expected);
  });

  it.each([
    ['', ['Teriyaki Chicken Bowl', 'Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    ['diet=vegetarian', ['Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    ['diet=vegan', []],
    ['avoid=soy', ['Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
    ['avoid=dairy,sesame', ['Teriyaki Chicken Bowl', 'Curry Power Bowl']],
    ['diet=vegetarian&avoid=coconut', ['Fajita Veg Bowl', 'Mediterranean Bowl']],
    ['avoid=peanuts', ['Teriyaki Chicken Bowl', 'Fajita Veg Bowl', 'Curry Power Bowl', 'Mediterranean Bowl']],
  ])('?%s shows %j', (search, names) => {
    const filter = parseFilter(q(search));
    expect(
      allBowls()
        .filter((b) => matchesFilter(b, filter))
        .map((b) => b.name),
    ).toEqual(names);
  });

  it.each([
    [4, 4, 'Showing all 4 bowls'],
    [1, 4, 'Showing 1 of 4 bowls'],
    [0, 1, 'Showing 0 of 1 bowl'],
    [1, 1, 'Showing 1 bowl'],
  ])('summary %i/%i', (shown, total, text) => {
    expect(filterSummary(shown, total)).toBe(text);
  });
});
