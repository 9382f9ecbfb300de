import { bowlProteinByName, bowlProteins } from '@campus/catalogue/addons';
import { type GroupPicks, PROTEIN_GROUP_ID, signatureBowlSurcharges } from '@campus/catalogue/bowl-price';
import { allBowls, findBowl } from '@campus/catalogue/countries';
import { customBowlPriceCents, customBowlSurcharges, type IngredientPicks } from '@campus/catalogue/custom-bowl-price';
import { type IngredientCategory, ingredientById, ingredientsIn } from '@campus/catalogue/ingredients';
import type { Cents } from '@campus/catalogue/money';
import { type PlanId, planBundleDescription, planBundleTitle, planOfBundleId } from '@campus/catalogue/plan-bundles';
import { drinkUpgradeCents, PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import { findProduct, PRODUCTS } from '@campus/catalogue/products';
import { surchargesCents } from '@campus/catalogue/surcharges';
import type { Bowl, Product } from '@campus/catalogue/types';
import { lineName } from './cart-text';
import type { BowlCartPayload, CartItem, CustomBowl, PlanBundle } from './cart-types';

/**
 * A stored cart line read against today's catalogue. What a device keeps is not to be trusted for money — an older
 * build's price, another tab's, a customer's devtools — so a line is read back as what it is made of (its item and
 * choices, found by the ids or the names the slices store: a recipe), priced again from that, and its stored price,
 * surcharges and upgrades are never used. A line whose item or a choice is no longer in the catalogue has no recipe:
 * it is gone, named in the words a notice uses ("Teriyaki Chicken Bowl with Dragon sauce"). The diet profile reads a
 * line's facts through the same recipe (@campus/profile/catalogue-facts).
 */
export type LineRecipe =
  | { type: 'bowl'; bowl: Bowl; proteinIds: string[]; picks: GroupPicks }
  | { type: 'custom_bowl'; picks: IngredientPicks }
  | { type: 'sandwich'; product: Product }
  | { type: 'meal_plan'; plan: PlanId; sandwich: Product; bowl: Bowl | null; drinks: Product[]; snacks: Product[] };

export type ReadLine = { ok: true; recipe: LineRecipe } | { ok: false; gone: string };
export type PricedLine = { ok: true; line: CartItem } | { ok: false; gone: string };

/** The same word whatever its case or spacing ("Brown rice", "Brown Rice"). */
const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Each name found by `find`, or the first one it cannot find. */
function findAll<T>(names: readonly string[], find: (name: string) => T | undefined): T[] | { missing: string } {
  const found: T[] = [];
  for (const name of names) {
    const hit = find(name);
    if (hit === undefined) return { missing: name };
    found.push(hit);
  }
  return found;
}

/** A protein of the bowl by what a line calls it: its page's name, the add-on's name, or its part's id or name. */
function bowlProtein(bowl: Bowl, name: string): string | undefined {
  const part = ingredientById(name.trim()) ?? ingredientsIn('protein').find((i) => same(i.name, name));
  return (
    bowlProteinByName(bowl, name) ??
    bowlProteins(bowl).find((p) => same(p.name, name) || p.id === name.trim() || p.id === part?.id)
  )?.id;
}

/** A choice of the bowl's other groups (base, vegetables, sauce) by its name or id, with its group. */
function bowlChoice(bowl: Bowl, name: string): [groupId: string, choiceId: string] | undefined {
  for (const group of bowl.core) {
    if (group.id === PROTEIN_GROUP_ID) continue;
    const choice = group.choices.find((c) => same(c.name, name) || c.id === name.trim());
    if (choice) return [group.id, choice.id];
  }
  return undefined;
}

function readBowl(item: BowlCartPayload, name: string): ReadLine {
  const bowl = findBowl(item.id);
  if (!bowl) return { ok: false, gone: name };
  const proteinIds = findAll(item.proteins, (p) => bowlProtein(bowl, p));
  if (!Array.isArray(proteinIds)) return { ok: false, gone: `${name} with ${proteinIds.missing}` };
  const choices = findAll(
    (item.choices ?? []).flatMap((row) => row.names),
    (c) => bowlChoice(bowl, c),
  );
  if (!Array.isArray(choices)) return { ok: false, gone: `${name} with ${choices.missing}` };
  const picks: Record<string, string[]> = {};
  for (const [groupId, choiceId] of choices) picks[groupId] = [...(picks[groupId] ?? []), choiceId];
  return { ok: true, recipe: { type: 'bowl', bowl, proteinIds, picks } };
}

/** Which of a custom bowl's lists holds each builder category's choices. */
const CUSTOM_PARTS: Readonly<Record<IngredientCategory, (b: CustomBowl) => readonly string[]>> = {
  base: (b) => [b.base],
  protein: (b) => b.proteins,
  greens_veggies: (b) => b.warmVeg,
  toppings: (b) => b.coldCrunch,
  sauces_dressings: (b) => (b.sauce ? [b.sauce] : []),
  extras: (b) => b.extras,
};

function readCustomBowl(item: CustomBowl, name: string): ReadLine {
  const picks: Partial<Record<IngredientCategory, string[]>> = {};
  for (const category of Object.keys(CUSTOM_PARTS) as IngredientCategory[]) {
    const offered = ingredientsIn(category);
    const ids = findAll(CUSTOM_PARTS[category](item), (n) => offered.find((i) => i.id === n.trim() || same(i.name, n)));
    if (!Array.isArray(ids)) return { ok: false, gone: `${name} with ${ids.missing}` };
    picks[category] = ids.map((i) => i.id);
  }
  return { ok: true, recipe: { type: 'custom_bowl', picks: picks as IngredientPicks } };
}

/** A product (sandwich, drink, snack) by the id or the title a plan bundle names it by. */
const productNamed = (name: string): Product | undefined =>
  findProduct(name.trim()) ?? PRODUCTS.find((p) => same(p.title, name));

const bowlNamed = (name: string): Bowl | undefined =>
  allBowls().find((b) => b.id === name.trim() || same(b.name, name));

function readPlan(item: PlanBundle, name: string): ReadLine {
  const plan = planOfBundleId(item.id);
  if (!plan) return { ok: false, gone: name };
  const { sandwich, traditionalBowl, drinks, snacks } = item.components;
  const gone = (missing: string): ReadLine => ({ ok: false, gone: `${name} with ${missing}` });
  const parts = findAll([sandwich, ...snacks], productNamed);
  if (!Array.isArray(parts)) return gone(parts.missing);
  const bowl = traditionalBowl === undefined ? null : (bowlNamed(traditionalBowl) ?? traditionalBowl);
  if (typeof bowl === 'string') return gone(bowl);
  const drunk = findAll(drinks, productNamed);
  if (!Array.isArray(drunk)) return gone(drunk.missing);
  const [first, ...rest] = parts;
  if (!first) return { ok: false, gone: name };
  return { ok: true, recipe: { type: 'meal_plan', plan, sandwich: first, bowl, drinks: drunk, snacks: rest } };
}

/** What a stored line is made of in today's catalogue, or what is gone. */
export function readStoredLine(line: CartItem): ReadLine {
  const name = lineName(line);
  switch (line.type) {
    case 'bowl':
      return readBowl(line.item, name);
    case 'custom_bowl':
      return readCustomBowl(line.item, name);
    case 'sandwich': {
      const product = findProduct(line.item.id);
      return product ? { ok: true, recipe: { type: 'sandwich', product } } : { ok: false, gone: name };
    }
    case 'meal_plan':
      return readPlan(line.item, name);
  }
}

/** The line with today's money: its unit price and what it adds up from (surcharges, upgrades), from its recipe. */
function pricedLine(line: CartItem, recipe: LineRecipe): CartItem {
  if (line.type === 'bowl' && recipe.type === 'bowl') {
    const surcharges = signatureBowlSurcharges(recipe.bowl, recipe.picks, recipe.proteinIds);
    const priceCents = recipe.bowl.basePriceCents + surchargesCents(surcharges);
    return { ...line, item: { ...line.item, priceCents, surcharges } };
  }
  if (line.type === 'custom_bowl' && recipe.type === 'custom_bowl') {
    const totalPriceCents = customBowlPriceCents(recipe.picks);
    return { ...line, item: { ...line.item, totalPriceCents, surcharges: customBowlSurcharges(recipe.picks) } };
  }
  if (line.type === 'sandwich' && recipe.type === 'sandwich') {
    return { ...line, item: { ...line.item, priceCents: recipe.product.priceCents } };
  }
  if (line.type === 'meal_plan' && recipe.type === 'meal_plan') {
    const upgrades = recipe.drinks.flatMap((d) => {
      const costCents = drinkUpgradeCents(d);
      return costCents > 0 ? [{ type: 'drink_upgrade' as const, item: d.title, costCents }] : [];
    });
    const priceCents = upgrades.reduce<Cents>((sum, u) => sum + u.costCents, PLAN_PRICE_CENTS[recipe.plan]);
    // The title and the description say the plan's price: today's, like the line's.
    const { plan } = recipe;
    const item = { ...line.item, title: planBundleTitle(plan), description: planBundleDescription(plan, upgrades) };
    return { ...line, item: { ...item, priceCents, components: { ...line.item.components, upgrades } } };
  }
  return line;
}

/** One stored line priced from today's catalogue, or what is gone. */
export function priceStoredLine(line: CartItem): PricedLine {
  const read = readStoredLine(line);
  return read.ok ? { ok: true, line: pricedLine(line, read.recipe) } : read;
}

/** A stored cart priced from today's catalogue: the lines it can price, and what is gone (in the cart's order). */
export function priceStoredCart(items: readonly CartItem[]): { items: CartItem[]; gone: string[] } {
  const kept: CartItem[] = [];
  const gone: string[] = [];
  for (const line of items) {
    const priced = priceStoredLine(line);
    if (priced.ok) kept.push(priced.line);
    else gone.push(priced.gone);
  }
  return { items: kept, gone };
}

/** The one notice for lines that are gone: "Teriyaki Chicken Bowl with Dragon sauce is no longer on the menu, …". */
export function goneNotice(gone: readonly string[]): { title: string; description: string } {
  const list =
    gone.length <= 1 ? (gone[0] ?? '') : `${gone.slice(0, -1).join(', ')} and ${gone[gone.length - 1] ?? ''}`;
  const them = gone.length === 1 ? 'it was' : 'they were';
  return {
    title: 'Removed from your cart',
    description: `${list} ${gone.length === 1 ? 'is' : 'are'} no longer on the menu, so ${them} taken out of your cart.`,
  };
}
