import { PROTEIN_PRICE_CENTS } from './prices';
import type { ProteinAddon } from './types';

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
