// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PROTEIN_ADDONS } from './addons';
import { type AuditedItem, allergenAudit, allergensNamed } from './allergen-audit';
import { choicePartId } from './bowl-facts';
import { BUDGET_BOWL } from './budget-bowl';
import { COUNTRIES } from './countries';
import { INGREDIENTS } from './ingredients';
import { foodPart, KITCHEN_PARTS } from './kitchen-parts';
import { PRODUCTS } from './products';
import type { Choice } from './types';

/** A choice a customer reads (a bowl's group, the budget bowl's cores and proteins), against the part it is made of. */
function choiceItem(where: string, choice: Choice): AuditedItem {
  const part = foodPart(choicePartId(choice));
  // A choice whose part the catalogue does not know has no allergen list at all: the audit treats it as naming
  // every allergen it mentions without declaring it, and the test below requires every part to be known.
  return { where: `${where} ${choice.id}`, texts: [choice.name], allergens: part?.allergens ?? [] };
}

/** Every name and description the catalogue shows a customer, with the allergens its item declares. */
const CUSTOMER_TEXTS: AuditedItem[] = [
  ...COUNTRIES.map((c) => ({
    where: `country ${c.id}`,
    texts: [c.name, c.description],
    allergens: c.bowls.flatMap((b) => b.allergens),
  })),
  ...COUNTRIES.flatMap((c) => c.bowls).flatMap((b) => [
    { where: `bowl ${b.id}`, texts: [b.name, b.description], allergens: b.allergens },
    ...b.core.flatMap((g) => g.choices.map((choice) => choiceItem(`bowl ${b.id} ${g.id}`, choice))),
  ]),
  ...PRODUCTS.map((p) => ({
    where: `product ${p.id}`,
    texts: [p.title, p.description, ...p.ingredients],
    allergens: p.allergens,
  })),
  ...INGREDIENTS.map((i) => ({ where: `ingredient ${i.id}`, texts: [i.name], allergens: i.allergens })),
  ...KITCHEN_PARTS.map((p) => ({ where: `kitchen part ${p.id}`, texts: [p.name], allergens: p.allergens })),
  ...PROTEIN_ADDONS.map((p) => ({ where: `protein ${p.id}`, texts: [p.name], allergens: p.allergens ?? [] })),
  ...[...BUDGET_BOWL.cores, ...BUDGET_BOWL.proteins].map((c) => choiceItem('budget bowl', c)),
];

describe('allergen audit: no customer-facing text names an allergen its item does not declare', () => {
  it(`every name and description in the catalogue (${CUSTOMER_TEXTS.length} items)`, () => {
    expect(allergenAudit(CUSTOMER_TEXTS)).toEqual([]);
  });

  it('every choice a customer can read is made of a part the catalogue knows (so its allergens are known)', () => {
    const choices = [
      ...COUNTRIES.flatMap((c) => c.bowls).flatMap((b) => b.core.flatMap((g) => g.choices)),
      ...BUDGET_BOWL.cores,
      ...BUDGET_BOWL.proteins,
    ];
    expect(choices.filter((c) => !foodPart(choicePartId(c))).map((c) => c.id)).toEqual([]);
  });

  it('is not vacuous: it reads the words that name allergens in our own menu', () => {
    const named = CUSTOMER_TEXTS.flatMap((i) => i.texts.flatMap(allergensNamed).map((n) => n.allergen));
    for (const allergen of ['sesame', 'soy', 'dairy', 'gluten', 'fish', 'peanuts', 'tree-nuts', 'coconut', 'eggs'])
      expect(named).toContain(allergen);
  });

  it('fails on a bad item: a bowl "finished with sesame" that declares only soy (the fixture of issue #23)', () => {
    const bad: AuditedItem = {
      where: 'bowl bad-teriyaki',
      texts: ['Teriyaki Bowl', 'Glazed chicken on rice with edamame, finished with sesame and a peanut crumb.'],
      allergens: ['soy'],
    };
    expect(allergenAudit([bad])).toEqual([
      'bowl bad-teriyaki: "Glazed chicken on rice with edamame, finished with sesame and a peanut crumb." names sesame (sesame), not in its allergens',
      'bowl bad-teriyaki: "Glazed chicken on rice with edamame, finished with sesame and a peanut crumb." names peanut (peanuts), not in its allergens',
    ]);
    expect(allergenAudit([{ ...bad, allergens: ['soy', 'sesame', 'peanuts'] }])).toEqual([]);
  });

  it.each([
    ['Creamy hummus with carrot sticks', ['sesame']],
    ['Soy-Garlic Glaze', ['soy']],
    ['Mixed Nuts', ['tree-nuts']],
    ['Peanut and oat bar', ['peanuts']],
    ['Warm pita with feta and yoghurt', ['dairy', 'gluten']],
    ['Grilled salmon with shrimp', ['fish', 'shellfish']],
    ['Coconut curry with tofu', ['soy', 'coconut']],
    ['Eggplant and codfish-free greens', []],
    ['Doughnuts and a creamy dressing', []],
  ])('reads whole words: %s → %j', (text, allergens) => {
    expect(allergensNamed(text).map((n) => n.allergen)).toEqual(allergens);
  });
});
