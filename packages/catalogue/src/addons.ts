import type { Addon, ProteinAddon } from './types';

/** SPEC §3 "Addon": the menu's add-ons, money in cents. */
export const ADDONS: Addon[] = [
  {
    id: 'extra-chicken',
    name: 'Extra Chicken (Halal)',
    priceCents: 200,
    type: 'premium',
    nutrition: { kcal: 140, carbs: 1, protein: 26, fat: 4 },
    allergens: [],
  },
  {
    id: 'avocado',
    name: 'Avocado',
    priceCents: 150,
    type: 'premium',
    nutrition: { kcal: 80, carbs: 4, protein: 1, fat: 7 },
    allergens: [],
  },
  {
    id: 'mozzarella',
    name: 'Mozzarella',
    priceCents: 150,
    nutrition: { kcal: 85, carbs: 1, protein: 6, fat: 6 },
    allergens: ['dairy'],
  },
  {
    id: 'edamame',
    name: 'Edamame',
    priceCents: 75,
    nutrition: { kcal: 60, carbs: 5, protein: 6, fat: 3 },
    allergens: ['soy'],
  },
  {
    id: 'salad-topper',
    name: 'Salad Topper',
    priceCents: 75,
    nutrition: { kcal: 25, carbs: 4, protein: 1, fat: 0 },
    allergens: [],
  },
  {
    id: 'extra-sauce',
    name: 'Extra Sauce',
    priceCents: 50,
    nutrition: { kcal: 45, carbs: 4, protein: 0, fat: 3 },
    allergens: [],
  },
];

/** Add-on prices on the bowl detail page (SPEC §9): standard 1.50, premium 2.50, salmon 3.00. */
export const PROTEIN_PRICE_CENTS = { standard: 150, premium: 250, salmon: 300 } as const;

/** SPEC §9 maximums: at most 3 proteins in a bowl (bowl detail and builder alike). */
export const MAX_PROTEINS = 3;

/** The proteins offered on the bowl detail page: the first chosen is free, each further one costs its price. */
export const PROTEIN_ADDONS: ProteinAddon[] = [
  {
    id: 'halal-chicken',
    name: 'Halal Chicken',
    badges: ['HALAL', 'High protein'],
    weightG: 100,
    nutrition: { kcal: 165, carbs: 0, protein: 31, fat: 4 },
    isHalal: true,
    isVegan: false,
    isPremium: false,
    priceCents: PROTEIN_PRICE_CENTS.standard,
  },
  {
    id: 'tofu',
    name: 'Crispy Tofu',
    badges: ['VEG', 'Vegan'],
    weightG: 100,
    nutrition: { kcal: 145, carbs: 4, protein: 15, fat: 8 },
    isHalal: true,
    isVegan: true,
    isPremium: false,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: ['soy'],
  },
  {
    id: 'falafel',
    name: 'Falafel',
    badges: ['VEG', 'Vegan'],
    weightG: 100,
    nutrition: { kcal: 220, carbs: 20, protein: 9, fat: 12 },
    isHalal: true,
    isVegan: true,
    isPremium: false,
    priceCents: PROTEIN_PRICE_CENTS.standard,
  },
  {
    id: 'jackfruit',
    name: 'Pulled Jackfruit',
    badges: ['VEG', 'Vegan'],
    weightG: 100,
    nutrition: { kcal: 95, carbs: 19, protein: 2, fat: 1 },
    isHalal: true,
    isVegan: true,
    isPremium: false,
    priceCents: PROTEIN_PRICE_CENTS.standard,
  },
  {
    id: 'halal-beef',
    name: 'Halal Beef',
    badges: ['HALAL', 'Premium'],
    weightG: 100,
    nutrition: { kcal: 215, carbs: 0, protein: 26, fat: 12 },
    isHalal: true,
    isVegan: false,
    isPremium: true,
    priceCents: PROTEIN_PRICE_CENTS.premium,
  },
  {
    id: 'salmon',
    name: 'Grilled Salmon',
    badges: ['Premium', 'Omega-3'],
    weightG: 100,
    nutrition: { kcal: 208, carbs: 0, protein: 22, fat: 13 },
    isHalal: true,
    isVegan: false,
    isPremium: true,
    priceCents: PROTEIN_PRICE_CENTS.salmon,
    allergens: ['fish'],
  },
];

export function findAddon(id: string): Addon | undefined {
  return ADDONS.find((a) => a.id === id);
}

export function findProteinAddon(id: string): ProteinAddon | undefined {
  return PROTEIN_ADDONS.find((p) => p.id === id);
}
