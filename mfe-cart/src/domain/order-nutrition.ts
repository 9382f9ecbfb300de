import { ALLERGEN_LABELS, allergenId } from '@campus/catalogue/allergens';
import { lineFacts } from '@campus/profile/catalogue-facts';
import type { CartItem, Nutrition } from '@campus/stores';
import { humanize, lineName } from '@campus/stores/cart-text';

/** Nutrition of one unit of a line, when the slice that added it knew it (bundles stored before they carried it: none). */
export function unitNutrition(line: CartItem): Nutrition | undefined {
  switch (line.type) {
    case 'bowl':
    case 'sandwich':
    case 'meal_plan':
      return line.item.nutrition;
    case 'custom_bowl':
      return line.item.totalNutrition;
  }
}

export interface NutritionSummary {
  /** Everything in the cart with known nutrition, quantities counted, rounded to whole kcal and grams. */
  total: Nutrition;
  /** Names of the lines without nutrition data (not in the total). */
  missing: string[];
  /** True when at least one line has nutrition data. */
  hasData: boolean;
}

export function nutritionSummary(items: readonly CartItem[]): NutritionSummary {
  const sum: Nutrition = { kcal: 0, carbs: 0, protein: 0, fat: 0 };
  const missing: string[] = [];
  let hasData = false;
  for (const line of items) {
    const n = unitNutrition(line);
    if (!n) {
      missing.push(lineName(line));
      continue;
    }
    hasData = true;
    sum.kcal += n.kcal * line.quantity;
    sum.carbs += n.carbs * line.quantity;
    sum.protein += n.protein * line.quantity;
    sum.fat += n.fat * line.quantity;
  }
  const total: Nutrition = {
    kcal: Math.round(sum.kcal),
    carbs: Math.round(sum.carbs),
    protein: Math.round(sum.protein),
    fat: Math.round(sum.fat),
  };
  return { total, missing: [...new Set(missing)], hasData };
}

/** The customer's word for an allergen a line names: the catalogue's name, else the word made readable. */
export function allergenLabel(value: string): string {
  const id = allergenId(value);
  return id ? ALLERGEN_LABELS[id] : humanize(value);
}

/** A line's allergens as its diet note and its Contains row read them (lineFacts); undefined when unknown. */
function unitAllergens(line: CartItem): string[] | undefined {
  const facts = lineFacts(line);
  return facts.allergensUnknown ? undefined : [...facts.allergens];
}

export interface AllergenSummary {
  /** Every allergen named by a line in the cart, once each, alphabetical. */
  present: string[];
  /** Names of the lines whose allergens are not known. */
  unknown: string[];
}

export function allergenSummary(items: readonly CartItem[]): AllergenSummary {
  const present = new Set<string>();
  const unknown: string[] = [];
  for (const line of items) {
    const list = unitAllergens(line);
    if (!list) {
      unknown.push(lineName(line));
      continue;
    }
    for (const a of list) if (a.trim()) present.add(allergenLabel(a));
  }
  return { present: [...present].sort((a, b) => a.localeCompare(b)), unknown: [...new Set(unknown)] };
}

/** One line's allergens as card names, once each, in the order given. */
export function allergenNames(allergens: readonly string[]): string[] {
  return [...new Set(allergens.filter((a) => a.trim()).map(allergenLabel))];
}
