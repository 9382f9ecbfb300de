// @vitest-environment node
import { PROTEIN_ADDONS } from '@campus/catalogue/addons';
import { ALLERGEN_IDS } from '@campus/catalogue/allergens';
import { bowlPartIds } from '@campus/catalogue/bowl-facts';
import { allBowls } from '@campus/catalogue/countries';
import { DIETS } from '@campus/catalogue/diets';
import { partFacts } from '@campus/catalogue/facts';
import type { Ingredient } from '@campus/catalogue/ingredients';
import { CATEGORIES, INGREDIENTS, ingredientsIn } from '@campus/catalogue/ingredients';
import { foodPart } from '@campus/catalogue/kitchen-parts';
import { PRODUCTS } from '@campus/catalogue/products';
import type { AllergenId, Diet } from '@campus/catalogue/types';
import { describe, expect, it } from 'vitest';
import { bowlFacts, chosenBowlFacts, ingredientFacts, productFacts, proteinFacts } from './catalogue-facts';
import {
  conflicts,
  conflictText,
  type DietFacts,
  fits,
  isBreach,
  type Profile,
  ruleCount,
  sanitizeProfile,
  verdictText,
} from './fits';
import { ingredientsFacts } from './ingredient-facts';

/** Every profile there is: each subset of the three diets times each subset of the ten allergens (8 × 1024). */
function* everyProfile(): Generator<Profile> {
  for (let d = 0; d < 1 << DIETS.length; d++) {
    for (let a = 0; a < 1 << ALLERGEN_IDS.length; a++) {
      yield {
        diets: DIETS.filter((_, i) => d & (1 << i)),
        avoid: ALLERGEN_IDS.filter((_, i) => a & (1 << i)),
      };
    }
  }
}
const PROFILES = [...everyProfile()];

/**
 * What the raw catalogue says an item is — read here independently of the facts functions, from each record's own
 * fields: the rule must never present as fitting anything these say breaks the profile.
 */
interface Truth {
  name: string;
  allergens: readonly AllergenId[];
  /** Does the raw data support this diet? */
  keeps: (diet: Diet) => boolean;
  facts: DietFacts;
}

const proteinVegetarian = (id: string) => INGREDIENTS.find((i) => i.id === id)?.isVegetarian === true;

/** Vegetarian from the same animal sources vegan reads: flagged vegan, or its sources listed and none meat or fish. */
const productKeeps =
  (p: { isHalal: boolean; isVegan: boolean; animal?: readonly { kind: string }[] }) => (diet: Diet) =>
    diet === 'halal'
      ? p.isHalal
      : diet === 'vegan'
        ? p.isVegan
        : p.isVegan || p.animal?.every((a) => a.kind !== 'meat' && a.kind !== 'fish') === true;

/** A dish as its raw parts say: halal when every part is, vegetarian without meat or fish, vegan without any animal. */
function partsTruth(ids: readonly string[]): Pick<Truth, 'allergens' | 'keeps'> {
  const parts = ids.map((id) => foodPart(id)).filter((p) => p !== undefined);
  expect(parts).toHaveLength(ids.length);
  return {
    allergens: [...new Set(parts.flatMap((p) => p.allergens))],
    keeps: (diet: Diet) =>
      diet === 'halal'
        ? parts.every((p) => p.isHalal)
        : diet === 'vegan'
          ? parts.every((p) => p.animal.length === 0)
          : parts.every((p) => p.animal.every((a) => a.kind !== 'meat' && a.kind !== 'fish')),
  };
}

const ingredientKeeps = (i: Ingredient) => (diet: Diet) =>
  diet === 'halal' ? i.isHalal : diet === 'vegan' ? i.isVegan : i.isVegetarian || i.isVegan;

const TRUTHS: Truth[] = [
  ...allBowls().map((b) => ({ name: `bowl ${b.id}`, ...partsTruth(bowlPartIds(b)), facts: bowlFacts(b) })),
  ...PRODUCTS.map((p) => ({
    name: `product ${p.id}`,
    allergens: p.allergens,
    keeps: productKeeps(p),
    facts: productFacts(p),
  })),
  ...PROTEIN_ADDONS.map((p) => ({
    name: `protein ${p.id}`,
    allergens: p.allergens ?? [],
    keeps: (diet: Diet) => (diet === 'halal' ? p.isHalal : diet === 'vegan' ? p.isVegan : proteinVegetarian(p.id)),
    facts: proteinFacts(p),
  })),
  ...INGREDIENTS.map((i) => ({
    name: `ingredient ${i.id}`,
    allergens: i.allergens,
    keeps: ingredientKeeps(i),
    facts: ingredientFacts(i),
  })),
];

/** A small seeded generator, so the random dishes below are the same on every run (and a failure can be replayed). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

describe('fits: the one rule, for every catalogue item and every profile', () => {
  it(`never presents as fitting what contains an avoided allergen or breaks a chosen diet (${TRUTHS.length} items × ${PROFILES.length} profiles)`, () => {
    let fitting = 0;
    const wrong: string[] = [];
    for (const item of TRUTHS) {
      for (const profile of PROFILES) {
        if (!fits(item.facts, profile)) continue;
        fitting++;
        for (const a of profile.avoid) if (item.allergens.includes(a)) wrong.push(`${item.name} fits avoiding ${a}`);
        for (const d of profile.diets) if (!item.keeps(d)) wrong.push(`${item.name} fits ${d}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // Not vacuous: plenty of pairs do fit.
    expect(fitting).toBeGreaterThan(TRUTHS.length * 100);
  });

  it('and the other way round: an item the raw data says keeps the profile is not refused', () => {
    const wrong: string[] = [];
    for (const item of TRUTHS) {
      for (const profile of PROFILES) {
        const truly =
          profile.avoid.every((a) => !item.allergens.includes(a)) && profile.diets.every((d) => item.keeps(d));
        if (fits(item.facts, profile) !== truly) wrong.push(`${item.name} ${JSON.stringify(profile)}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('a dish fits only if every part of it fits (signature bowls with proteins, custom bowls): 2,000 random dishes', () => {
    const rnd = random(20261124);
    const bowls = allBowls();
    for (let n = 0; n < 1000; n++) {
      const bowl = pick(rnd, bowls);
      const proteins = PROTEIN_ADDONS.filter(() => rnd() < 0.3).map((p) => p.id);
      const profile = pick(rnd, PROFILES);
      if (fits(chosenBowlFacts(bowl, proteins), profile)) {
        for (const id of bowlPartIds(bowl, {}, proteins)) {
          const part = foodPart(id);
          expect(part && fits(partFacts(part), profile), `${bowl.id} + ${id}`).toBe(true);
        }
      }
    }
    for (let n = 0; n < 1000; n++) {
      const ids = CATEGORIES.flatMap((c) =>
        ingredientsIn(c)
          .filter(() => rnd() < 0.25)
          .map((i) => i.id),
      );
      const profile = pick(rnd, PROFILES);
      if (ids.length === 0 || !fits(ingredientsFacts(ids), profile)) continue;
      for (const id of ids) {
        const ingredient = INGREDIENTS.find((i) => i.id === id);
        expect(ingredient && fits(ingredientFacts(ingredient), profile), id).toBe(true);
      }
    }
  });

  it('something the catalogue no longer knows fits no active profile, and says why', () => {
    const gone = ingredientsFacts(['no-such-thing']);
    expect(fits(gone, { diets: [], avoid: ['soy'] })).toBe(false);
    expect(conflicts(gone, { diets: [], avoid: ['soy'] }).map(conflictText)).toEqual([
      "we can't confirm what it contains any more",
    ]);
    expect(fits(gone, { diets: [], avoid: [] })).toBe(true);
  });
});

describe('reasons in words, the item’s words', () => {
  it.each([
    [
      { diets: [], avoid: ['dairy'] },
      { diets: ['halal'], allergens: ['dairy'] },
      ['contains milk — you avoid milk & dairy'],
    ],
    [
      { diets: ['vegan'], avoid: [] },
      { diets: ['halal', 'vegetarian'], breaches: { vegan: 'milk (dairy)' }, allergens: ['dairy'] },
      ['contains milk (dairy)'],
    ],
    [
      { diets: ['vegan', 'halal'], avoid: ['sesame', 'soy'] },
      {
        diets: [],
        breaches: { vegetarian: 'chicken (meat)', vegan: 'chicken (meat)' },
        allergens: ['soy', 'sesame', 'gluten'],
        noun: 'bowl',
      },
      [
        'contains chicken (meat)',
        'contains soy — you avoid soy',
        'contains sesame — you avoid sesame',
        'we have no halal information for this bowl',
      ],
    ],
    [
      { diets: [], avoid: ['soy'] },
      { diets: ['halal'], allergens: [], allergensUnknown: true, noun: 'drink' },
      ['we have no allergen information for this drink'],
    ],
    [{ diets: ['halal'], avoid: ['fish'] }, { diets: ['halal'], allergens: ['soy'] }, []],
  ] as [Profile, DietFacts, string[]][])('%j against %j', (profile, facts, reasons) => {
    expect(conflicts(facts, profile).map(conflictText)).toEqual(reasons);
  });

  it.each([
    // Milk, butter and eggs are vegetarian: the animal sources that make them not vegan decide vegetarian too.
    ['iced-coffee', { diets: ['vegetarian'], avoid: [] }, ''],
    ['chocolate-chip-cookie', { diets: ['vegetarian'], avoid: [] }, ''],
    ['caprese-panini', { diets: ['vegetarian'], avoid: [] }, ''],
    ['chocolate-chip-cookie', { diets: ['vegan'], avoid: [] }, 'Not for you: contains butter (dairy)'],
    ['beef-shawarma-sandwich', { diets: ['vegetarian'], avoid: [] }, 'Not for you: contains beef (meat)'],
    ['chicken-caesar-wrap', { diets: ['vegetarian'], avoid: [] }, 'Not for you: contains chicken (meat)'],
    ['iced-coffee', { diets: [], avoid: ['dairy'] }, 'Not for you: contains milk — you avoid milk & dairy'],
    ['iced-coffee', { diets: ['vegan'], avoid: [] }, 'Not for you: contains milk (dairy)'],
    ['kombucha', { diets: ['vegan', 'halal'], avoid: ['dairy'] }, ''],
  ] as [string, Profile, string][])('%s against %j: %s', (id, profile, words) => {
    const product = PRODUCTS.find((p) => p.id === id);
    expect(product && verdictText(conflicts(productFacts(product), profile))).toBe(words);
  });

  it('no product leaves a diet unknown: the catalogue knows each one (halal, vegetarian, vegan)', () => {
    const unknown = PRODUCTS.flatMap((p) =>
      DIETS.filter((diet) =>
        conflicts(productFacts(p), { diets: [diet], avoid: [] }).some((c) => c.kind === 'no-diet-info'),
      ).map((diet) => `${p.id} ${diet}`),
    );
    expect(unknown).toEqual([]);
  });

  it('unknown is never fitting and never a breach; a breach is one', () => {
    // A product whose data lists no animal sources and is not flagged vegan: its diets other than halal are unknown.
    const coffee = PRODUCTS.find((p) => p.id === 'iced-coffee');
    const unlisted = coffee && { ...coffee, animal: undefined };
    const found = unlisted ? conflicts(productFacts(unlisted), { diets: ['vegetarian'], avoid: [] }) : [];
    expect(found.map(conflictText)).toEqual(['we have no vegetarian information for this drink']);
    expect(found.some(isBreach)).toBe(false);
    const chicken = INGREDIENTS.find((i) => i.id === 'halal-chicken');
    const meat = chicken ? conflicts(ingredientFacts(chicken), { diets: ['vegetarian'], avoid: [] }) : [];
    expect(meat.map(conflictText)).toEqual(['contains chicken (meat)']);
    expect(meat.every(isBreach)).toBe(true);
  });

  it('counts the rules the shell shows', () => {
    expect(ruleCount({ diets: ['vegan'], avoid: ['soy', 'dairy'] })).toBe(3);
  });
});

describe('sanitizeProfile (what storage or another tab hands us)', () => {
  it.each([
    [null, { diets: [], avoid: [] }],
    ['vegan', { diets: [], avoid: [] }],
    [{ diets: 'vegan' }, { diets: [], avoid: [] }],
    [
      { diets: ['vegan', 'keto', 'halal', 7], avoid: ['soy', '__proto__', 'soy'] },
      { diets: ['halal', 'vegan'], avoid: ['soy'] },
    ],
    [
      { diets: ['<img src=x onerror=alert(1)>'], avoid: ['toString'] },
      { diets: [], avoid: [] },
    ],
  ])('%j → %j', (raw, profile) => {
    expect(sanitizeProfile(raw)).toEqual(profile);
  });
});
