// @vitest-environment node

import { PROTEIN_ADDONS, proteinDiets } from '@campus/catalogue/addons';
import { bowlDish, bowlPartIds, choicePartId, PROTEIN_GROUP_ID } from '@campus/catalogue/bowl-facts';
import { allBowls } from '@campus/catalogue/countries';
import { badgeDiets } from '@campus/catalogue/facts';
import { INGREDIENTS, ingredientById, ingredientDiets } from '@campus/catalogue/ingredients';
import { foodPart } from '@campus/catalogue/kitchen-parts';
import type { Bowl, Nutrition } from '@campus/catalogue/types';
import type { CartItem } from '@campus/stores/cart-types';
import { describe, expect, it } from 'vitest';
import { chosenBowlFacts, ingredientFacts, lineFacts, proteinFacts } from './catalogue-facts';
import { ingredientsFacts } from './ingredient-facts';

/**
 * One set of facts per thing (issue #23): an ingredient's facts are the same wherever it is shown (builder card, bowl
 * page protein, signature bowl part), and a dish's facts are the sum of its parts — checked here by adding the parts
 * up independently of bowl-facts.ts.
 */

const part = (id: string) => {
  const p = foodPart(id);
  if (!p) throw new Error(`no part ${id}`);
  return p;
};

/** The parts added up by hand: kcal and grams, to the precision shown. */
function addUp(ids: readonly string[]): Nutrition {
  const parts = ids.map(part);
  const sum = (k: keyof Nutrition) => parts.reduce((s, p) => s + p.nutrition[k], 0);
  return {
    kcal: Math.round(sum('kcal')),
    carbs: Math.round(sum('carbs') * 10) / 10,
    protein: Math.round(sum('protein') * 10) / 10,
    fat: Math.round(sum('fat') * 10) / 10,
  };
}

const allergensOf = (ids: readonly string[]) => new Set(ids.flatMap((id) => part(id).allergens));

describe('one ingredient, one set of facts, wherever it is shown', () => {
  it.each(PROTEIN_ADDONS.map((p) => [p.id, p] as const))('bowl-page protein %s is its builder ingredient', (id, p) => {
    const i = ingredientById(id);
    expect(i).toBeDefined();
    if (!i) return;
    expect(p.nutrition).toEqual({ kcal: i.caloriesKcal, carbs: i.carbsG, protein: i.proteinG, fat: i.fatG });
    expect(p.weightG).toBe(i.weightG);
    expect([p.isHalal, p.isVegan]).toEqual([i.isHalal, i.isVegan]);
    expect(p.allergens).toEqual(i.allergens);
    expect(proteinDiets(p)).toEqual(ingredientDiets(i));
    expect(proteinFacts(p)).toEqual(ingredientFacts(i));
  });

  it.each(allBowls().flatMap((b) => b.core.flatMap((g) => g.choices.map((c) => [`${b.id} ${c.id}`, c] as const))))(
    'signature bowl choice %s reads its part (the builder ingredient where there is one)',
    (_name, choice) => {
      const id = choicePartId(choice);
      const i = ingredientById(id);
      if (i) expect(part(id).nutrition.kcal).toBe(i.caloriesKcal);
      expect(part(id).allergens).toBeDefined();
    },
  );

  it('the builder and the bowl page show the same badges for the same protein (falafel, jackfruit, salmon, tofu)', () => {
    expect(Object.fromEntries(PROTEIN_ADDONS.map((p) => [p.id, proteinDiets(p)]))).toEqual(
      Object.fromEntries(
        INGREDIENTS.filter((i) => PROTEIN_ADDONS.some((p) => p.id === i.id)).map((i) => [i.id, ingredientDiets(i)]),
      ),
    );
    expect(proteinDiets({ id: 'falafel' })).toEqual(['halal', 'vegan']);
    expect(proteinDiets({ id: 'salmon' })).toEqual(['halal']);
  });
});

/** Every way a bowl can be chosen on its page: each base, every 1–3 proteins (in order), standard vegetables. */
function choicesOf(bowl: Bowl): { picks: Record<string, string[]>; proteins: string[] }[] {
  const base = bowl.core.find((g) => g.id === 'base');
  const ids = PROTEIN_ADDONS.map((p) => p.id);
  const proteinSets: string[][] = [[]];
  for (const a of ids) {
    proteinSets.push([a]);
    for (const b of ids) if (b !== a) proteinSets.push([a, b]);
  }
  proteinSets.push(['jackfruit', 'tofu', 'salmon']);
  return (base?.choices ?? []).flatMap((c) => proteinSets.map((proteins) => ({ picks: { base: [c.id] }, proteins })));
}

describe('a signature bowl is the sum of its parts', () => {
  it.each(allBowls().map((b) => [b.name, b] as const))('%s as the kitchen makes it: the menu card figures', (_n, b) => {
    const ids = bowlPartIds(b);
    expect(b.nutrition).toEqual(addUp(ids));
    expect(new Set(b.allergens)).toEqual(allergensOf(ids));
    expect(b.weightG).toBe(ids.reduce((s, id) => s + part(id).weightG, 0));
    expect(b.diet).toEqual(badgeDiets(ingredientsOrParts(ids)));
  });

  it.each(allBowls().map((b) => [b.name, b] as const))(
    '%s with every base and protein choice: page, profile and cart agree, and the figures follow the choice',
    (_n, b) => {
      for (const { picks, proteins } of choicesOf(b)) {
        const ids = bowlPartIds(b, picks, proteins);
        // The proteins take the place of the bowl's own protein.
        const group = b.core.find((g) => g.id === PROTEIN_GROUP_ID);
        const own = (group?.choices ?? []).map(choicePartId);
        if (proteins.length) for (const o of own) if (!proteins.includes(o)) expect(ids).not.toContain(o);
        for (const id of proteins) expect(ids).toContain(id);
        const dish = bowlDish(b, picks, proteins);
        expect(dish.nutrition).toEqual(addUp(ids));
        expect(new Set(dish.facts.allergens)).toEqual(allergensOf(ids));
        const facts = chosenBowlFacts(b, proteins, picks);
        expect(facts).toEqual(dish.facts);
        // The cart line the page adds reads the same facts back from the catalogue.
        const names = proteins.map((id) => PROTEIN_ADDONS.find((p) => p.id === id)?.name ?? id);
        const baseName = b.core.find((g) => g.id === 'base')?.choices.find((c) => c.id === picks.base?.[0])?.name;
        const line: CartItem = {
          id: 'cart-x',
          quantity: 1,
          type: 'bowl',
          item: {
            id: b.id,
            name: b.name,
            proteins: names,
            choices: baseName ? [{ group: 'Base', names: [baseName] }] : [],
            priceCents: b.basePriceCents,
          },
        };
        if (proteins.length) expect(lineFacts(line)).toEqual(dish.facts);
      }
    },
  );

  it('jackfruit alone is not the chicken bowl: the Teriyaki bowl with jackfruit has jackfruit’s protein, not 34 g', () => {
    const teriyaki = allBowls().find((b) => b.id === 'teriyaki-chicken-bowl');
    if (!teriyaki) throw new Error('no teriyaki');
    const kitchen = bowlDish(teriyaki);
    const jackfruit = bowlDish(teriyaki, {}, ['jackfruit']);
    expect(kitchen.nutrition.kcal).toBe(520);
    expect(jackfruit.nutrition.kcal).not.toBe(520);
    expect(jackfruit.nutrition.protein).toBeLessThan(20);
    // Every other part of it is plant-based: with jackfruit it is a vegan bowl.
    expect(jackfruit.facts.diets).toEqual(['halal', 'vegetarian', 'vegan']);
    expect(kitchen.facts.breaches?.vegetarian).toBe('chicken (meat)');
  });
});

describe('a custom bowl is the sum of its parts, in the builder and in the cart', () => {
  it('the cart line of a custom bowl (names) reads the same facts as the builder (ids)', () => {
    const ids = ['brown-rice', 'halal-chicken', 'tofu', 'chipotle', 'roasted-sweet-potato', 'sesame-seeds', 'avocado'];
    const name = (id: string) => ingredientById(id)?.name ?? id;
    const line: CartItem = {
      id: 'cart-c',
      quantity: 1,
      type: 'custom_bowl',
      item: {
        id: 'custom-bowl-1',
        baseBowl: null,
        countryTheme: null,
        base: name('brown-rice'),
        proteins: [name('halal-chicken'), name('tofu')],
        sauce: name('chipotle'),
        warmVeg: [name('roasted-sweet-potato')],
        coldCrunch: [name('sesame-seeds')],
        extras: [name('avocado')],
        totalPriceCents: 0,
        totalNutrition: addUp(ids),
        badges: [],
      },
    };
    expect(lineFacts(line)).toEqual(ingredientsFacts(ids));
    expect(new Set(lineFacts(line).allergens)).toEqual(allergensOf(ids));
  });
});

/** The diets the parts keep, read from the raw parts (halal, no meat or fish, no animal at all). */
function ingredientsOrParts(ids: readonly string[]) {
  const parts = ids.map(part);
  const diets: ('halal' | 'vegetarian' | 'vegan')[] = [];
  if (parts.every((p) => p.isHalal)) diets.push('halal');
  if (parts.every((p) => p.animal.every((a) => a.kind !== 'meat' && a.kind !== 'fish'))) diets.push('vegetarian');
  if (parts.every((p) => p.animal.length === 0)) diets.push('vegan');
  return diets;
}
