// @vitest-environment node
import { allergenAudit } from '@campus/catalogue/allergen-audit';
import { productDiets } from '@campus/catalogue/facts';
import { DRINKS, SANDWICHES, SNACKS } from '@campus/catalogue/products';
import { describe, expect, it } from 'vitest';
import { flattenBowls, PLAN_OPTIONS } from './catalogue-options';
import { displayedExtraCents, POP_DRINK_ID, popDrinkPriceCents, upgradeCostCents } from './plan-options';

describe('plan options from the real catalogue', () => {
  it('offers the pop drink and both premium drinks', () => {
    const ids = PLAN_OPTIONS.drinks.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([POP_DRINK_ID, 'kombucha', 'iced-coffee']));
  });

  it('the charge for a drink equals the extra its card shows', () => {
    const pop = popDrinkPriceCents(PLAN_OPTIONS.drinks);
    for (const drink of PLAN_OPTIONS.drinks) {
      expect(upgradeCostCents(drink, pop)).toBe(displayedExtraCents(drink));
    }
  });

  it.each([
    ['kombucha', 200],
    ['iced-coffee', 100],
    ['pop-drink', 0],
  ])('%s costs %i cents extra in a plan', (id, cents) => {
    const drink = PLAN_OPTIONS.drinks.find((d) => d.id === id);
    expect(drink && upgradeCostCents(drink, popDrinkPriceCents(PLAN_OPTIONS.drinks))).toBe(cents);
  });

  it('has sandwiches and snacks to choose from', () => {
    expect(PLAN_OPTIONS.sandwiches.length).toBeGreaterThan(0);
    expect(PLAN_OPTIONS.snacks.length).toBeGreaterThanOrEqual(2);
  });

  it('flattens every country bowl with its country name and flag', () => {
    expect(PLAN_OPTIONS.bowls.map((b) => [b.name, b.countryName])).toEqual(
      expect.arrayContaining([
        ['Teriyaki Chicken Bowl', 'Japan'],
        ['Fajita Veg Bowl', 'Mexico'],
        ['Curry Power Bowl', 'India'],
        ['Mediterranean Bowl', 'Mediterranean'],
      ]),
    );
    expect(PLAN_OPTIONS.bowls.every((b) => b.flag.length > 0 && b.cover.length > 0)).toBe(true);
  });

  it('a country without bowls adds no options', () => {
    expect(flattenBowls([{ id: 'x', name: 'X', flag: 'x', cover: 'c', description: '', bowls: [] }])).toEqual([]);
  });
});

describe('one name and one set of badges per product, on every page', () => {
  it.each(PLAN_OPTIONS.sandwiches.map((o) => [o.title, o] as const))(
    '%s: the plan builder shows the catalogue product’s name and diet badges',
    (_title, option) => {
      const product = SANDWICHES.find((p) => p.id === option.id);
      expect(option.title).toBe(product?.title);
      expect(option.badges).toEqual(product ? productDiets(product) : null);
    },
  );

  it.each([
    ...PLAN_OPTIONS.drinks.map((o) => [o.title, o.id, DRINKS] as const),
    ...PLAN_OPTIONS.snacks.map((o) => [o.title, o.id, SNACKS] as const),
  ])('%s: named as in the catalogue', (title, id, list) => {
    expect(list.find((p) => p.id === id)?.title).toBe(title);
  });

  it('the allergen audit: no plan option names an allergen it does not declare', () => {
    const items = [
      ...[...PLAN_OPTIONS.sandwiches, ...PLAN_OPTIONS.drinks, ...PLAN_OPTIONS.snacks].map((o) => ({
        where: `plan option ${o.id}`,
        texts: [o.title, o.description],
        allergens: o.allergens ?? [],
      })),
      ...PLAN_OPTIONS.bowls.map((b) => ({
        where: `plan bowl ${b.id}`,
        texts: [b.name, b.description],
        allergens: b.allergens ?? [],
      })),
    ];
    expect(items.length).toBeGreaterThan(12);
    expect(allergenAudit(items)).toEqual([]);
  });
});
