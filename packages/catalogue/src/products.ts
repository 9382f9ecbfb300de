import shawarmaImage from '../assets/food/beef-shawarma-sandwich.svg';
import capreseImage from '../assets/food/caprese-panini.svg';
import caesarImage from '../assets/food/chicken-caesar-wrap.svg';
import cookieImage from '../assets/food/chocolate-chip-cookie.svg';
import pitaImage from '../assets/food/falafel-hummus-pita.svg';
import fruitImage from '../assets/food/fruit-cup.svg';
import hummusImage from '../assets/food/hummus-cup.svg';
import icedCoffeeImage from '../assets/food/iced-coffee.svg';
import kombuchaImage from '../assets/food/kombucha.svg';
import popImage from '../assets/food/pop-drink.svg';
import barImage from '../assets/food/protein-bar.svg';
import waterImage from '../assets/food/sparkling-water.svg';
import { POP_DRINK_PRICE_CENTS } from './prices';
import type { Product } from './types';

/** SPEC §3 "Product" and §9 price ranges: sandwiches 6.99–9.49, drinks 2.99–4.99, snacks 2.49–3.99. */

export const SANDWICHES: Product[] = [
  {
    id: 'chicken-caesar-wrap',
    title: 'Halal Chicken Caesar Wrap',
    type: 'sandwich',
    priceCents: 849,
    description:
      'Grilled halal chicken, crisp romaine and parmesan in a creamy Caesar dressing, rolled in a soft tortilla.',
    ingredients: ['Halal chicken', 'Romaine', 'Parmesan', 'Caesar dressing', 'Flour tortilla'],
    nutrition: { kcal: 520, carbs: 42, protein: 34, fat: 22 },
    badges: ['HALAL'],
    image: caesarImage,
    weightG: 280,
    isHalal: true,
    isVegan: false,
    allergens: ['gluten', 'dairy', 'eggs'],
    animal: [
      { name: 'chicken', kind: 'meat' },
      { name: 'parmesan', kind: 'dairy' },
      { name: 'eggs', kind: 'eggs' },
    ],
  },
  {
    id: 'falafel-hummus-pita',
    title: 'Falafel Hummus Pita',
    type: 'sandwich',
    priceCents: 749,
    description: 'Warm pita stuffed with herb falafel, hummus, lettuce, tomato and a drizzle of tahini.',
    ingredients: ['Falafel', 'Hummus', 'Lettuce', 'Tomato', 'Tahini', 'Pita bread'],
    nutrition: { kcal: 480, carbs: 58, protein: 16, fat: 20 },
    badges: ['VEG', 'Vegan'],
    image: pitaImage,
    weightG: 270,
    isHalal: true,
    isVegan: true,
    allergens: ['gluten', 'sesame'],
  },
  {
    id: 'caprese-panini',
    title: 'Caprese Panini',
    type: 'sandwich',
    priceCents: 699,
    description: 'Pressed ciabatta with fresh mozzarella, ripe tomato and basil pesto, grilled until golden.',
    ingredients: ['Ciabatta', 'Mozzarella', 'Tomato', 'Basil pesto'],
    nutrition: { kcal: 450, carbs: 48, protein: 19, fat: 20 },
    badges: ['VEG'],
    image: capreseImage,
    weightG: 240,
    isHalal: true,
    isVegan: false,
    allergens: ['gluten', 'dairy', 'tree-nuts'],
    animal: [{ name: 'mozzarella', kind: 'dairy' }],
  },
  {
    id: 'beef-shawarma-sandwich',
    title: 'Halal Beef Shawarma',
    type: 'sandwich',
    priceCents: 949,
    description: 'Spiced halal beef shawarma with pickled turnip, tomato, parsley and garlic sauce in a toasted wrap.',
    ingredients: ['Halal beef', 'Pickled turnip', 'Tomato', 'Parsley', 'Garlic sauce', 'Flatbread'],
    nutrition: { kcal: 610, carbs: 50, protein: 36, fat: 28 },
    badges: ['HALAL'],
    image: shawarmaImage,
    weightG: 310,
    isHalal: true,
    isVegan: false,
    allergens: ['gluten', 'eggs'],
    animal: [
      { name: 'beef', kind: 'meat' },
      { name: 'eggs', kind: 'eggs' },
    ],
  },
];

export const DRINKS: Product[] = [
  {
    id: 'pop-drink',
    title: 'Pop Drink',
    type: 'drink',
    priceCents: POP_DRINK_PRICE_CENTS,
    description: 'A chilled 355 ml can of your favourite pop.',
    ingredients: ['Carbonated water', 'Cane sugar', 'Natural flavours'],
    nutrition: { kcal: 140, carbs: 39, protein: 0, fat: 0 },
    badges: ['Included in plans'],
    image: popImage,
    weightG: 355,
    isHalal: true,
    isVegan: true,
    allergens: [],
  },
  {
    id: 'sparkling-water',
    title: 'Sparkling Lemon Water',
    type: 'drink',
    priceCents: 299,
    description: 'Lightly sparkling water with a squeeze of lemon. No sugar.',
    ingredients: ['Sparkling water', 'Lemon'],
    nutrition: { kcal: 0, carbs: 0, protein: 0, fat: 0 },
    badges: ['Zero sugar'],
    image: waterImage,
    weightG: 500,
    isHalal: true,
    isVegan: true,
    allergens: [],
  },
  {
    id: 'iced-coffee',
    title: 'Iced Coffee',
    type: 'drink',
    priceCents: 399,
    description: 'Cold-brewed coffee over ice with a splash of milk.',
    ingredients: ['Cold brew coffee', 'Milk', 'Ice'],
    nutrition: { kcal: 80, carbs: 8, protein: 4, fat: 3 },
    badges: ['Premium'],
    image: icedCoffeeImage,
    weightG: 400,
    isHalal: true,
    isVegan: false,
    allergens: ['dairy'],
    animal: [{ name: 'milk', kind: 'dairy' }],
  },
  {
    id: 'kombucha',
    title: 'Ginger Kombucha',
    type: 'drink',
    priceCents: 499,
    description: 'Naturally fermented sparkling tea with ginger and berries.',
    ingredients: ['Fermented tea', 'Ginger', 'Berry juice', 'Cane sugar'],
    nutrition: { kcal: 60, carbs: 14, protein: 0, fat: 0 },
    badges: ['Premium', 'Vegan'],
    image: kombuchaImage,
    weightG: 355,
    isHalal: true,
    isVegan: true,
    allergens: [],
  },
];

export const SNACKS: Product[] = [
  {
    id: 'chocolate-chip-cookie',
    title: 'Chocolate Chip Cookie',
    type: 'snack',
    priceCents: 249,
    description: 'A big, chewy cookie baked fresh every morning.',
    ingredients: ['Wheat flour', 'Butter', 'Brown sugar', 'Chocolate chips', 'Eggs'],
    nutrition: { kcal: 220, carbs: 30, protein: 3, fat: 10 },
    badges: ['Baked daily'],
    image: cookieImage,
    weightG: 60,
    isHalal: true,
    isVegan: false,
    allergens: ['gluten', 'dairy', 'eggs'],
    animal: [
      { name: 'butter', kind: 'dairy' },
      { name: 'eggs', kind: 'eggs' },
    ],
  },
  {
    id: 'protein-bar',
    title: 'Protein Bar',
    type: 'snack',
    priceCents: 299,
    description: 'Peanut and oat bar with 15 g of protein for the walk to class.',
    ingredients: ['Oats', 'Peanuts', 'Pea protein', 'Dates', 'Dark chocolate'],
    nutrition: { kcal: 210, carbs: 22, protein: 15, fat: 8 },
    badges: ['High protein', 'Vegan'],
    image: barImage,
    weightG: 55,
    isHalal: true,
    isVegan: true,
    allergens: ['peanuts'],
  },
  {
    id: 'hummus-cup',
    title: 'Hummus & Veggie Cup',
    type: 'snack',
    priceCents: 349,
    description: 'Creamy hummus with carrot and celery sticks for dipping.',
    ingredients: ['Chickpeas', 'Tahini', 'Lemon', 'Carrot', 'Celery'],
    nutrition: { kcal: 180, carbs: 16, protein: 6, fat: 10 },
    badges: ['VEG', 'Vegan'],
    image: hummusImage,
    weightG: 150,
    isHalal: true,
    isVegan: true,
    allergens: ['sesame'],
  },
  {
    id: 'fruit-cup',
    title: 'Fresh Fruit Cup',
    type: 'snack',
    priceCents: 399,
    description: 'Seasonal fruit cut fresh daily: berries, melon, pineapple and kiwi.',
    ingredients: ['Strawberries', 'Blueberries', 'Melon', 'Pineapple', 'Kiwi'],
    nutrition: { kcal: 90, carbs: 22, protein: 1, fat: 0 },
    badges: ['VEG', 'Vegan'],
    image: fruitImage,
    weightG: 200,
    isHalal: true,
    isVegan: true,
    allergens: [],
  },
];

export const PRODUCTS: Product[] = [...SANDWICHES, ...DRINKS, ...SNACKS];

export function findProduct(id: string | undefined): Product | undefined {
  return id === undefined ? undefined : PRODUCTS.find((p) => p.id === id);
}
