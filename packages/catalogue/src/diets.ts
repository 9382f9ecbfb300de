import type { Diet } from './types';

/** The diets a customer can ask for, and how each is named on badges, filters and in sentences. */
export const DIET_LABELS: Readonly<Record<Diet, string>> = { halal: 'Halal', vegetarian: 'Vegetarian', vegan: 'Vegan' };
export const DIETS = Object.keys(DIET_LABELS) as Diet[];
