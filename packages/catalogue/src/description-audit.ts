import { choicePartId } from './bowl-facts';
import { foodPart } from './kitchen-parts';
import type { Bowl, Choice } from './types';

/**
 * The description audit: a signature bowl's description names what the bowl is as it opens — each standard choice and
 * each part it is finished with — and none of the choices it does not come with ("lemony quinoa" on a bowl that opens
 * on mixed greens). A name is read as its significant words: how a part is cooked ("grilled", "seasoned") may be said
 * another way, what it is may not. Run over every bowl by description-audit.test.ts.
 */

/** Words about how a part is prepared, not what it is. */
const PREPARATION = new Set([
  'grilled',
  'seasoned',
  'fresh',
  'roasted',
  'sautéed',
  'steamed',
  'curried',
  'crispy',
  'shredded',
  'pickled',
  'herb',
  'and',
  'de',
  'of',
]);

/** "Cilantro-lime rice" → cilantro, lime, rice; "Lemon & Lime Wedge" → lemon, lime, wedge. */
export function significantWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !PREPARATION.has(w));
}

const textWords = (text: string): string[] => text.toLowerCase().split(/[^\p{L}]+/u);

/** A word said in the text, as itself or as its plural or past form ("olive" in "olives", "glaze" in "glazed"). */
function says(words: readonly string[], word: string): boolean {
  return words.some(
    (w) => w === word || w === `${word}s` || w === `${word}es` || w === `${word}d` || w === `${word}ed`,
  );
}

function partName(id: string, choice?: Choice): string {
  return choice?.name ?? foodPart(id)?.name ?? id;
}

/** Every way a bowl's description disagrees with the bowl as it opens, in words; empty when they agree. */
export function descriptionAudit(bowl: Pick<Bowl, 'id' | 'description' | 'core' | 'fixed'>): string[] {
  const words = textWords(bowl.description);
  const standard = bowl.core.flatMap((g) => g.choices.filter((c) => (g.standard ?? []).includes(c.id)));
  const others = bowl.core.flatMap((g) => g.choices.filter((c) => !(g.standard ?? []).includes(c.id)));
  const comesWith = [...standard.map((c) => partName(choicePartId(c), c)), ...bowl.fixed.map((id) => partName(id))];
  const comesWithWords = new Set(comesWith.flatMap(significantWords));
  const missing = comesWith
    .filter((name) => !significantWords(name).every((w) => says(words, w)))
    .map((name) => `${bowl.id}: the bowl opens with ${name}, its description does not say so`);
  const extra = others.flatMap((c) => {
    const named = significantWords(c.name).filter((w) => !comesWithWords.has(w) && says(words, w));
    return named.length
      ? [`${bowl.id}: its description names ${c.name} ("${named.join(' ')}"), not in the bowl as it opens`]
      : [];
  });
  return [...missing, ...extra];
}
