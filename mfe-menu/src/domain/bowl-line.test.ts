// @vitest-environment node

import { bowlProteins } from '@campus/catalogue/addons';
import { findBowl } from '@campus/catalogue/countries';
import type { Bowl } from '@campus/catalogue/types';
import { bowlFacts, lineFacts } from '@campus/profile/catalogue-facts';
import { resolveFavourite } from '@campus/profile/favourites';
import { favouriteKey } from '@campus/stores/favourite-records';
import { describe, expect, it } from 'vitest';
import { initialPicks } from './bowl-choices';
import { bowlFavourite, bowlLineItem, kitchenChoice } from './bowl-line';

const bowl = (id: string): Bowl => {
  const found = findBowl(id);
  if (!found) throw new Error(id);
  return found;
};

describe('a signature bowl as the kitchen makes it', () => {
  it.each([
    ['teriyaki-chicken-bowl', 'Grilled halal chicken', ['Jasmine rice'], ['Edamame', 'Pickled cucumber']],
    ['curry-power-bowl', 'Curried chickpeas', ['Basmati rice'], ['Sautéed spinach', 'Roasted cauliflower']],
  ])('%s: its own protein (%s), its standard base and vegetables, at the bowl price', (id, protein, base, veg) => {
    const b = bowl(id);
    const item = bowlLineItem(b, kitchenChoice(b));
    expect(item.proteins).toEqual([protein]);
    expect(item.choices?.find((r) => r.group === 'Base')?.names).toEqual(base);
    expect(item.choices?.find((r) => r.group === 'Vegetables')?.names).toEqual(veg);
    expect(item.priceCents).toBe(b.basePriceCents);
    expect(item.nutrition).toEqual(b.nutrition);
    expect(item.diet).toEqual(b.diet);
    expect(item.countryId).toBe(b.countryId);
  });

  it('is the line the menu would say about the bowl: its facts are the bowl’s facts', () => {
    for (const id of ['teriyaki-chicken-bowl', 'fajita-veg-bowl', 'curry-power-bowl', 'mediterranean-bowl']) {
      const b = bowl(id);
      const line = { id: 'cart-1', quantity: 1, type: 'bowl' as const, item: bowlLineItem(b, kitchenChoice(b)) };
      expect(lineFacts(line)).toEqual(bowlFacts(b));
    }
  });

  it('is the favourite the bowl page saves before anything is changed (same key), and it resolves at the bowl price', () => {
    const b = bowl('teriyaki-chicken-bowl');
    const fromCard = bowlFavourite(b, kitchenChoice(b));
    // The page opens with the bowl's own protein chosen (its part: the Halal Chicken ingredient).
    const fromPage = bowlFavourite(b, { countryId: 'jp', picks: initialPicks(b), proteinIds: ['halal-chicken'] });
    expect(favouriteKey(fromCard.recipe)).toBe(favouriteKey(fromPage.recipe));
    expect(fromCard.recipe).toEqual({
      kind: 'bowl',
      bowlId: 'teriyaki-chicken-bowl',
      countryId: 'jp',
      proteinIds: ['halal-chicken'],
      picks: { base: ['jasmine-rice'], veg_included: ['edamame', 'pickled-cucumber'], sauce: ['teriyaki-glaze'] },
    });
    const resolved = resolveFavourite({ ...fromCard, key: favouriteKey(fromCard.recipe), savedAt: 1 });
    expect(resolved.available && resolved.priceCents).toBe(999);
  });

  it('a favourite saved before the own protein was a choice (no protein named) re-adds as the kitchen makes it', () => {
    const b = bowl('fajita-veg-bowl');
    const saved = bowlFavourite(b, kitchenChoice(b));
    const legacy = { ...saved, recipe: { ...saved.recipe, proteinIds: [] } };
    const resolved = resolveFavourite({ ...legacy, key: favouriteKey(legacy.recipe), savedAt: 1 });
    if (!resolved.available || resolved.entry.type !== 'bowl') throw new Error('not re-addable');
    expect(resolved.entry.item.proteins).toEqual(['Seasoned black beans']);
    expect(resolved.priceCents).toBe(999);
    expect(resolved.entry.item.surcharges).toEqual([]);
  });

  it.each([
    ['teriyaki-chicken-bowl', 'Grilled halal chicken'],
    ['fajita-veg-bowl', 'Seasoned black beans'],
    ['curry-power-bowl', 'Curried chickpeas'],
    ['mediterranean-bowl', 'Herb falafel'],
  ])('%s: its own protein (%s) is one of the choices, first, and comes chosen at the bowl price', (id, own) => {
    const b = bowl(id);
    const offered = bowlProteins(b);
    expect(offered[0]?.name).toBe(own);
    expect(new Set(offered.map((p) => p.id)).size).toBe(offered.length);
    expect(kitchenChoice(b).proteinIds).toEqual([offered[0]?.id]);
    const item = bowlLineItem(b, kitchenChoice(b));
    expect(item).toMatchObject({ proteins: [own], priceCents: 999, surcharges: [] });
  });

  it('says what the price adds up from: a premium base and each extra protein, summing to the line price', () => {
    const b = bowl('fajita-veg-bowl');
    const item = bowlLineItem(b, {
      countryId: 'mx',
      picks: { ...initialPicks(b), base: ['brown-rice'] },
      proteinIds: ['black-beans', 'salmon'],
    });
    expect(item.surcharges).toEqual([
      { item: 'Brown rice', note: 'premium base', costCents: 50 },
      { item: 'Grilled Salmon', note: 'extra protein', costCents: 300 },
    ]);
    expect(item.priceCents).toBe(1349);
  });

  it('with proteins picked on the bowl page: their names, the extra one charged, nutrition and allergens added', () => {
    const b = bowl('teriyaki-chicken-bowl');
    const item = bowlLineItem(b, { countryId: 'jp', picks: initialPicks(b), proteinIds: ['halal-chicken', 'tofu'] });
    expect(item.proteins).toEqual(['Grilled halal chicken', 'Crispy Tofu']);
    expect(item.priceCents).toBe(999 + 150);
    expect(item.allergens).toContain('soy');
    expect(item.nutrition?.kcal).toBeGreaterThan(b.nutrition.kcal);
  });
});
