// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PROTEIN_ADDONS } from './addons';
import { BUDGET_BOWL } from './budget-bowl';
import { allBowls, COUNTRIES, findBowl, findCountry } from './countries';
import { withImplied } from './facts';
import { BOWL_PRICE_CENTS, POP_DRINK_PRICE_CENTS, SMART_VALUE_PROMO } from './prices';
import { DRINKS, findProduct, PRODUCTS, SANDWICHES, SNACKS } from './products';

const kcalFromMacros = (n: { carbs: number; protein: number; fat: number }) => n.carbs * 4 + n.protein * 4 + n.fat * 9;

describe('countries and bowls (SPEC §3)', () => {
  // SPEC §3's facts for each bowl hold for the bowl as the kitchen makes it (derived from its parts, bowl-facts.ts):
  // its diet, its calories, its allergen; the parts may name more allergens than SPEC's one (docs/facts.md).
  it.each([
    ['jp', 'Japan', 'Teriyaki Chicken Bowl', 'halal', ['halal'], 520, ['soy', 'gluten', 'sesame']],
    ['mx', 'Mexico', 'Fajita Veg Bowl', 'vegetarian', ['halal', 'vegetarian'], 480, ['dairy']],
    ['in', 'India', 'Curry Power Bowl', 'vegetarian', ['halal', 'vegan'], 540, ['coconut']],
    ['med', 'Mediterranean', 'Mediterranean Bowl', 'vegetarian', ['halal', 'vegan'], 580, ['sesame']],
  ] as const)('%s is %s with its one bowl %s', (id, name, bowlName, specDiet, diet, kcal, allergens) => {
    const country = findCountry(id);
    expect(country?.name).toBe(name);
    expect(country?.bowls).toHaveLength(1);
    const bowl = country?.bowls[0];
    expect(bowl?.name).toBe(bowlName);
    expect(bowl?.diet).toEqual(diet);
    expect(bowl && withImplied(bowl.diet)).toContain(specDiet);
    expect(bowl?.nutrition.kcal).toBe(kcal);
    expect(bowl?.allergens).toEqual(allergens);
    expect(bowl?.basePriceCents).toBe(999);
    expect(bowl?.countryId).toBe(id);
  });

  it('lists the countries in menu order', () => {
    expect(COUNTRIES.map((c) => c.id)).toEqual(['jp', 'mx', 'in', 'med']);
    expect(BOWL_PRICE_CENTS).toBe(999);
  });

  it.each(allBowls().map((b) => [b.name, b] as const))('%s is findable by id and by slug', (_name, bowl) => {
    expect(findBowl(bowl.id)).toBe(bowl);
    expect(findBowl(bowl.slug)).toBe(bowl);
    expect(bowl.slug).toMatch(/^[a-z0-9-]+$/);
  });

  // Food tables' calories allow for fibre, so 4/4/9 per gram of the summed parts is close, not exact: within 5 %.
  it.each(allBowls().map((b) => [b.name, b] as const))('%s macros add up to about its calories', (_n, bowl) => {
    expect(Math.abs(kcalFromMacros(bowl.nutrition) - bowl.nutrition.kcal)).toBeLessThanOrEqual(
      bowl.nutrition.kcal * 0.05,
    );
  });

  it.each(allBowls().map((b) => [b.name, b] as const))(
    '%s has the fixed-bowl groups base 1, protein 1, veg_included 2, sauce 1',
    (_n, bowl) => {
      expect(bowl.core.map((g) => [g.id, g.select])).toEqual([
        ['base', 1],
        ['protein', 1],
        ['veg_included', 2],
        ['sauce', 1],
      ]);
      for (const group of bowl.core) expect(group.choices.length).toBeGreaterThanOrEqual(group.select);
    },
  );

  it.each([[undefined], ['xx'], [''], ['J P']])('unknown id %s finds nothing', (id) => {
    expect(findCountry(id)).toBeUndefined();
    expect(findBowl(id)).toBeUndefined();
    expect(findProduct(id)).toBeUndefined();
  });

  it('finds a country or a bowl by its id as people type it (any case), the record saying it as written', () => {
    expect(findCountry('MX')?.id).toBe('mx');
    expect(findCountry('Jp')?.name).toBe('Japan');
    expect(findBowl('Teriyaki-Chicken')?.slug).toBe('teriyaki-chicken');
    expect(findBowl('CURRY-POWER-BOWL')?.id).toBe('curry-power-bowl');
  });

  it('has unique ids and slugs, written lower-case (their canonical addresses)', () => {
    const ids = [...COUNTRIES.map((c) => c.id), ...allBowls().flatMap((b) => [b.id, b.slug])];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBe(id.toLowerCase());
  });
});

describe('add-ons (SPEC §3, §9)', () => {
  it.each([
    ['halal-chicken', 150, false, true],
    ['tofu', 150, false, true],
    ['falafel', 150, false, true],
    ['jackfruit', 150, false, true],
    ['halal-beef', 250, true, true],
    ['salmon', 300, true, true],
  ])('protein %s costs %i cents (premium %s)', (id, cents, premium, halal) => {
    const protein = PROTEIN_ADDONS.find((p) => p.id === id);
    expect(protein?.priceCents).toBe(cents);
    expect(protein?.isPremium).toBe(premium);
    expect(protein?.isHalal).toBe(halal);
  });

  it('protein ids are unique and only 1.50, 2.50 or 3.00', () => {
    expect(new Set(PROTEIN_ADDONS.map((p) => p.id)).size).toBe(PROTEIN_ADDONS.length);
    for (const p of PROTEIN_ADDONS) expect([150, 250, 300]).toContain(p.priceCents);
  });
});

describe('products (SPEC §3, §9)', () => {
  it.each([
    ['sandwich', SANDWICHES, 699, 949, 4],
    ['drink', DRINKS, 299, 499, 3],
    ['snack', SNACKS, 249, 399, 2],
  ] as const)('every %s is priced within its range', (type, list, min, max, atLeast) => {
    expect(list.length).toBeGreaterThanOrEqual(atLeast);
    for (const p of list) {
      expect(p.type).toBe(type);
      expect(p.priceCents).toBeGreaterThanOrEqual(min);
      expect(p.priceCents).toBeLessThanOrEqual(max);
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.image).toBeTruthy();
      expect(findProduct(p.id)).toBe(p);
    }
  });

  it('has exactly four sandwiches', () => {
    expect(SANDWICHES).toHaveLength(4);
  });

  it.each([
    ['pop-drink', 299],
    ['kombucha', undefined],
    ['iced-coffee', undefined],
  ])('drinks include %s', (id, cents) => {
    const drink = DRINKS.find((d) => d.id === id);
    expect(drink).toBeDefined();
    if (cents !== undefined) expect(drink?.priceCents).toBe(cents);
  });

  it('premium drinks cost more than the included pop drink', () => {
    expect(POP_DRINK_PRICE_CENTS).toBe(299);
    for (const id of ['kombucha', 'iced-coffee']) {
      expect(findProduct(id)?.priceCents ?? 0).toBeGreaterThan(POP_DRINK_PRICE_CENTS);
    }
  });

  it('product ids are unique across sandwiches, drinks and snacks', () => {
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
  });

  it.each(PRODUCTS.map((p) => [p.id, p] as const))('%s: vegan implies no dairy or eggs', (_id, p) => {
    if (p.isVegan) expect(p.allergens.filter((a) => a === 'dairy' || a === 'eggs')).toEqual([]);
  });

  it.each(PRODUCTS.map((p) => [p.id, p] as const))(
    '%s: not vegan names what makes it so, and vegan names nothing',
    (_id, p) => {
      expect((p.animal ?? []).length > 0).toBe(!p.isVegan);
    },
  );

  it.each(PRODUCTS.map((p) => [p.id, p] as const))('%s: a VEG badge lists no meat or fish', (_id, p) => {
    if (p.badges.includes('VEG'))
      expect((p.animal ?? []).filter((a) => a.kind === 'meat' || a.kind === 'fish')).toEqual([]);
  });
});

describe('budget bowl (SPEC §3)', () => {
  it('is 9.99 with 1 protein, 1 base, 2 vegetables, 1 sauce', () => {
    expect(BUDGET_BOWL.priceCents).toBe(999);
    expect(BUDGET_BOWL.includes).toEqual({ protein: 1, base: 1, vegetables: 2, sauce: 1 });
  });

  it('has the spec cores and proteins', () => {
    expect(BUDGET_BOWL.cores.map((c) => c.id)).toEqual(['white-rice', 'couscous', 'bulgur', 'pasta', 'buckwheat']);
    expect(BUDGET_BOWL.proteins.map((c) => c.id)).toEqual(['halal-chicken', 'tofu', 'falafel', 'jackfruit']);
  });

  it('promo: extra protein +2.99, premium toppings +1.99', () => {
    expect(SMART_VALUE_PROMO).toEqual({ extraProteinCents: 299, premiumToppingsCents: 199 });
  });
});
