/** The six catalogue categories of the builder (SPEC §3 "Builder ingredient"), apart from the data so light code can name them. */
export const CATEGORIES = ['base', 'protein', 'greens_veggies', 'toppings', 'sauces_dressings', 'extras'] as const;
export type IngredientCategory = (typeof CATEGORIES)[number];
