// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORIES, INGREDIENTS, ingredientById, ingredientsIn } from './ingredients';

describe('builder ingredient catalogue (SPEC §3)', () => {
  it.each([
    ['base', 4],
    ['protein', 6],
    ['greens_veggies', 6],
    ['toppings', 6],
    ['sauces_dressings', 8],
    ['extras', 4],
  ] as const)('%s has %i ingredients', (category, count) => {
    expect(ingredientsIn(category)).toHaveLength(count);
  });

  it('ids are unique and every category is one of the six', () => {
    expect(new Set(INGREDIENTS.map((i) => i.id)).size).toBe(INGREDIENTS.length);
    for (const i of INGREDIENTS) expect(CATEGORIES).toContain(i.category);
  });

  it.each(INGREDIENTS.map((i) => [i.id, i] as const))('%s has a thumbnail and plausible nutrition', (_id, i) => {
    expect(i.imageThumbUrl).toBeTruthy();
    expect(i.weightG).toBeGreaterThan(0);
    for (const n of [i.caloriesKcal, i.carbsG, i.proteinG, i.fatG]) expect(n).toBeGreaterThanOrEqual(0);
    // Energy from macros (4/4/9 kcal per g) within 25% (or 15 kcal) of the stated calories.
    const fromMacros = 4 * i.carbsG + 4 * i.proteinG + 9 * i.fatG;
    expect(Math.abs(fromMacros - i.caloriesKcal)).toBeLessThanOrEqual(Math.max(15, i.caloriesKcal * 0.25));
    if (i.isVegan) expect(i.isVegetarian).toBe(true);
  });

  it.each([
    ['tofu', ['VEG']],
    ['falafel', ['VEG']],
    ['jackfruit', ['VEG']],
    ['halal-chicken', ['HALAL']],
    ['halal-beef', ['HALAL']],
  ])('%s carries the badges %j', (id, badges) => {
    expect(ingredientById(id)?.badges).toEqual(badges);
  });

  it.each([
    ['halal-chicken', 150],
    ['salmon', 150],
    ['avocado', 150],
    ['mozzarella', 100],
    ['edamame', 75],
    ['mixed-nuts', 125],
  ])('%s is priced %i cents', (id, cents) => {
    expect(ingredientById(id)?.priceCents).toBe(cents);
  });

  it('mozzarella is not vegan; every ingredient is halal', () => {
    expect(ingredientById('mozzarella')?.isVegan).toBe(false);
    expect(INGREDIENTS.every((i) => i.isHalal)).toBe(true);
  });

  it('bases, greens, toppings and sauces are included in the price', () => {
    for (const c of ['base', 'greens_veggies', 'toppings', 'sauces_dressings'] as const) {
      expect(ingredientsIn(c).every((i) => i.priceCents === undefined)).toBe(true);
    }
  });
});
