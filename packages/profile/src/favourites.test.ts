// @vitest-environment node

import type { IngredientCategory } from '@campus/catalogue/ingredients';
import { formatCents } from '@campus/catalogue/money';
import { sampleBowl, sampleCustomBowl, samplePlan, sampleSandwich } from '@campus/stores/cart-fixtures';
import type { NewCartItem } from '@campus/stores/cart-rules';
import { describe, expect, it } from 'vitest';
import { lineFacts } from './catalogue-facts';
import { type Favourite, type FavouriteRecipe, favouriteKey, resolveFavourite, sanitizeFavourites } from './favourites';
import { conflicts, conflictText } from './fits';

const fav = (recipe: FavouriteRecipe, line: NewCartItem): Favourite => ({
  recipe,
  line,
  key: favouriteKey(recipe),
  savedAt: 1,
});

const teriyaki = (proteinIds: string[], base = 'jasmine-rice') =>
  fav(
    {
      kind: 'bowl',
      bowlId: 'teriyaki-chicken-bowl',
      countryId: 'jp',
      proteinIds,
      picks: { base: [base], veg_included: ['edamame', 'shredded-carrot'], sauce: ['teriyaki-glaze'] },
    },
    { type: 'bowl', item: { ...sampleBowl, priceCents: 999 } },
  );

const emptyPicks: Record<IngredientCategory, string[]> = {
  base: [],
  protein: [],
  greens_veggies: [],
  toppings: [],
  sauces_dressings: [],
  extras: [],
};
const custom = (picks: Partial<typeof emptyPicks>) =>
  fav(
    { kind: 'custom_bowl', themeId: 'mexico', picks: { ...emptyPicks, ...picks } },
    { type: 'custom_bowl', item: sampleCustomBowl },
  );

const price = (f: Favourite) => {
  const r = resolveFavourite(f, 42);
  return r.available ? formatCents(r.priceCents) : r.reason;
};

describe('a favourite is priced from today’s catalogue', () => {
  it.each([
    ['the bowl with its first protein', teriyaki(['halal-chicken']), '$9.99'],
    ['a second protein (tofu +1.50)', teriyaki(['halal-chicken', 'tofu']), '$11.49'],
    [
      'salmon second (+3.00) and the premium brown rice base (+0.50)',
      teriyaki(['tofu', 'salmon'], 'brown-rice'),
      '$13.49',
    ],
    [
      'a sandwich',
      fav({ kind: 'product', productId: 'falafel-hummus-pita' }, { type: 'sandwich', item: sampleSandwich }),
      '$7.49',
    ],
    ['a custom bowl with avocado', custom({ base: ['quinoa'], protein: ['tofu'], extras: ['avocado'] }), '$11.49'],
    [
      'a $19.99 plan with a kombucha upgrade',
      fav(
        {
          kind: 'plan',
          planId: '19-99',
          sandwichId: 'caprese-panini',
          bowlId: null,
          drinkIds: ['kombucha', 'pop-drink'],
          snackIds: ['fruit-cup', 'fruit-cup'],
        },
        { type: 'meal_plan', item: samplePlan },
      ),
      '$21.99',
    ],
  ])('%s → %s', (_what, favourite, expected) => {
    expect(price(favourite)).toBe(expected);
  });

  it('a favourite naming something the catalogue no longer has is unavailable, never a crash', () => {
    for (const f of [
      fav({ kind: 'bowl', bowlId: 'gone-bowl', proteinIds: ['tofu'], picks: {} }, { type: 'bowl', item: sampleBowl }),
      teriyaki(['dragon-meat']),
      fav(
        { kind: 'bowl', bowlId: 'teriyaki-chicken-bowl', proteinIds: ['tofu'], picks: { base: ['gold-rice'] } },
        {
          type: 'bowl',
          item: sampleBowl,
        },
      ),
      fav({ kind: 'product', productId: 'discontinued-wrap' }, { type: 'sandwich', item: sampleSandwich }),
      custom({ base: ['quinoa'], protein: ['unicorn'] }),
      fav(
        {
          kind: 'plan',
          planId: '24-99',
          sandwichId: 'caprese-panini',
          bowlId: 'gone-bowl',
          drinkIds: [],
          snackIds: [],
        },
        { type: 'meal_plan', item: samplePlan },
      ),
    ]) {
      expect(resolveFavourite(f)).toMatchObject({ available: false, reason: 'No longer on the menu' });
    }
  });

  it('re-adds the same line with today’s price; custom bowls and plans get a new id of the same form', () => {
    const bowl = resolveFavourite(teriyaki(['halal-chicken', 'tofu']), 42);
    // Today's price and today's facts of the bowl as chosen (chicken and tofu in the bowl's own protein's place).
    expect(bowl.available && bowl.entry).toEqual({
      type: 'bowl',
      item: {
        ...sampleBowl,
        // Named as the bowl's page names them today (its own chicken first), with what the price adds up from.
        proteins: ['Grilled halal chicken', 'Crispy Tofu'],
        priceCents: 1149,
        surcharges: [{ item: 'Crispy Tofu', note: 'extra protein', costCents: 150 }],
        nutrition: { kcal: 695, carbs: 63.5, protein: 65.9, fat: 18.8 },
        allergens: ['soy', 'gluten', 'sesame'],
        diet: ['halal'],
      },
    });
    const c = resolveFavourite(custom({ base: ['quinoa'], protein: ['tofu'] }), 1767225999999);
    expect(c.available && c.entry.type === 'custom_bowl' && c.entry.item.id).toBe('custom-bowl-1767225999999');
    expect(c.available && c.entry.type === 'custom_bowl' && c.entry.item.proteins).toEqual(sampleCustomBowl.proteins);
  });
});

describe('favourite keys', () => {
  it('do not depend on the order of a group’s choices, but do on the order of proteins (the first is free)', () => {
    const a = teriyaki(['tofu', 'salmon']).recipe;
    const b = {
      ...a,
      picks: { ...(a as { picks: Record<string, string[]> }).picks, veg_included: ['shredded-carrot', 'edamame'] },
    };
    expect(favouriteKey(b as FavouriteRecipe)).toBe(favouriteKey(a));
    expect(favouriteKey(teriyaki(['salmon', 'tofu']).recipe)).not.toBe(favouriteKey(a));
  });
});

describe('sanitizeFavourites (what storage holds)', () => {
  const good = teriyaki(['tofu']);
  it.each([
    ['not a list', 'x', 0],
    ['a good one', [good], 1],
    ['the same twice', [good, good], 1],
    ['an unknown kind', [{ ...good, recipe: { kind: 'pizza' } }], 0],
    ['a recipe with non-string ids', [{ ...good, recipe: { ...good.recipe, proteinIds: [1] } }], 0],
    ['a line of another kind', [{ ...good, line: { type: 'sandwich', item: sampleSandwich } }], 0],
    ['a broken line', [{ ...good, line: { type: 'bowl', item: { name: 5 } } }], 0],
    [
      'a plan id we do not sell',
      [
        {
          recipe: { kind: 'plan', planId: '99-99', sandwichId: 'x', bowlId: null, drinkIds: [], snackIds: [] },
          line: { type: 'meal_plan', item: samplePlan },
        },
      ],
      0,
    ],
  ])('%s → %i kept', (_what, raw, kept) => {
    expect(sanitizeFavourites(raw)).toHaveLength(kept);
  });
});

describe('what a cart line is, for the profile', () => {
  it('reads a signature bowl from the catalogue, with its chosen proteins', () => {
    const line = {
      id: 'cart-1',
      quantity: 1,
      type: 'bowl' as const,
      item: { ...sampleBowl, proteins: ['Halal Chicken', 'Grilled Salmon'] },
    };
    expect(conflicts(lineFacts(line), { diets: [], avoid: ['fish', 'soy'] }).map(conflictText)).toEqual([
      'contains soy — you avoid soy',
      'contains fish — you avoid fish',
    ]);
  });

  it('falls back to the line’s own words when the catalogue does not know it', () => {
    const line = {
      id: 'cart-2',
      quantity: 1,
      type: 'sandwich' as const,
      item: { id: 'old-wrap', title: 'Old Wrap', priceCents: 500, allergens: ['Milk'] },
    };
    expect(conflicts(lineFacts(line), { diets: ['halal'], avoid: ['dairy'] }).map(conflictText)).toEqual([
      'contains milk — you avoid milk & dairy',
      'we have no halal information for this item',
    ]);
  });
});
