import type { AllergenId } from './types';

/**
 * The allergen audit: every customer-facing name and description must not name an allergen source its item's
 * allergen list lacks ("finished with sesame" on a bowl that Contains only Soy). The words below are the sources a
 * customer reads in our menu; a new word in a description is caught when it is one of them (add sources here as the
 * menu grows). Run over the whole catalogue by allergen-audit.test.ts, and over the plan builders' options in mfe-plans.
 */
const SOURCES: Readonly<Record<AllergenId, readonly string[]>> = {
  sesame: ['sesame', 'tahini', 'hummus', 'halva'],
  peanuts: ['peanut', 'peanuts', 'groundnut', 'satay'],
  'tree-nuts': [
    'almond',
    'almonds',
    'cashew',
    'cashews',
    'walnut',
    'walnuts',
    'pecan',
    'pecans',
    'pistachio',
    'pistachios',
    'hazelnut',
    'hazelnuts',
    'pine nut',
    'pine nuts',
    'nuts',
    'pesto',
    'praline',
  ],
  dairy: [
    'milk',
    'cheese',
    'yoghurt',
    'yogurt',
    'feta',
    'paneer',
    'mozzarella',
    'parmesan',
    'halloumi',
    'butter',
    'cream',
    'ghee',
    'raita',
    'tzatziki',
    'labneh',
  ],
  eggs: ['egg', 'eggs', 'mayonnaise', 'mayo', 'aioli'],
  soy: ['soy', 'soya', 'soy sauce', 'tofu', 'edamame', 'teriyaki', 'miso', 'tempeh'],
  gluten: [
    'wheat',
    'flour',
    'bread',
    'pita',
    'pitta',
    'pasta',
    'couscous',
    'bulgur',
    'naan',
    'wrap',
    'ciabatta',
    'panini',
    'flatbread',
    'barley',
    'rye',
    'seitan',
    'crouton',
    'croutons',
  ],
  fish: ['fish', 'salmon', 'tuna', 'anchovy', 'anchovies', 'cod', 'sardine', 'sardines', 'mackerel'],
  shellfish: ['shrimp', 'shrimps', 'prawn', 'prawns', 'crab', 'lobster', 'shellfish'],
  coconut: ['coconut'],
};

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per allergen: each of its words, whole words only ("creamy" is not "cream", "peanuts" not "nuts"). */
const PATTERNS = (Object.entries(SOURCES) as [AllergenId, readonly string[]][]).map(([allergen, words]) => ({
  allergen,
  pattern: new RegExp(`(?<!\\p{L})(${words.map(escapeRegExp).join('|')})(?!\\p{L})`, 'iu'),
}));

/** The allergens a text names, each with the word that names it: "finished with sesame" → sesame ("sesame"). */
export function allergensNamed(text: string): { allergen: AllergenId; word: string }[] {
  return PATTERNS.flatMap(({ allergen, pattern }) => {
    const found = pattern.exec(text);
    return found?.[1] ? [{ allergen, word: found[1] }] : [];
  });
}

/** An item a customer reads: where it is (for the failure message), its texts, and the allergens it declares. */
export interface AuditedItem {
  where: string;
  texts: readonly string[];
  allergens: readonly AllergenId[];
}

/** Every text that names an allergen its item does not declare, in words: `bowl x: "…sesame…" names sesame`. */
export function allergenAudit(items: readonly AuditedItem[]): string[] {
  return items.flatMap((item) =>
    item.texts.flatMap((text) =>
      allergensNamed(text)
        .filter(({ allergen }) => !item.allergens.includes(allergen))
        .map(({ allergen, word }) => `${item.where}: "${text}" names ${word} (${allergen}), not in its allergens`),
    ),
  );
}
