/** SPEC §3 "Bowl suggestion form". */
export interface Suggestion {
  bowlName: string;
  countryInspiration: string;
  base: string;
  proteins: string[];
  sauce: string;
  warmVeg: string[];
  coldCrunch: string[];
  notes: string;
  email: string;
}

export function emptySuggestion(): Suggestion {
  return {
    bowlName: '',
    countryInspiration: '',
    base: '',
    proteins: [],
    sauce: '',
    warmVeg: [],
    coldCrunch: [],
    notes: '',
    email: '',
  };
}

const TEXT_FIELDS = ['bowlName', 'countryInspiration', 'base', 'sauce', 'notes', 'email'] as const;
const LIST_FIELDS = ['proteins', 'warmVeg', 'coldCrunch'] as const;

/**
 * The suggestion as the form's fields hold it (each field named after its key; the lists as checkboxes of that name).
 * Read at submit, so what was typed or picked before the page's code ran counts too: the fields have it, the page's
 * state may not.
 */
export function suggestionFromForm(data: FormData): Suggestion {
  const text = (key: (typeof TEXT_FIELDS)[number]) => {
    const value = data.get(key);
    return typeof value === 'string' ? value : '';
  };
  const list = (key: (typeof LIST_FIELDS)[number]) =>
    data.getAll(key).filter((v): v is string => typeof v === 'string');
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(key)])) as Pick<
      Suggestion,
      (typeof TEXT_FIELDS)[number]
    >),
    ...(Object.fromEntries(LIST_FIELDS.map((key) => [key, list(key)])) as Pick<
      Suggestion,
      (typeof LIST_FIELDS)[number]
    >),
  };
}

export type RequiredSuggestionField = 'bowlName' | 'countryInspiration' | 'base';

export type SuggestionCheck =
  | { ok: true }
  | { ok: false; title: string; message: string; missing: RequiredSuggestionField[] };

export const MISSING_FIELDS_TITLE = 'Missing Required Fields';
export const MISSING_FIELDS_MESSAGE = 'Please fill in bowl name, country inspiration, and base.';
export const SUBMITTED_TITLE = '🎉 Suggestion Submitted!';
export const SUBMITTED_MESSAGE = 'Thank you! Our chefs will review your creative bowl idea.';
export const LIKED_TITLE = 'Thanks for the ❤️!';
/** SPEC §9: the simulated submit lasts 1.5 s (no server call). */
export const SUBMIT_DELAY_MS = 1500;

const REQUIRED: RequiredSuggestionField[] = ['bowlName', 'countryInspiration', 'base'];

/** SPEC §5: bowl name, country inspiration and base are required (blank text counts as missing); e-mail is optional. */
export function checkSuggestion(s: Suggestion): SuggestionCheck {
  const missing = REQUIRED.filter((field) => s[field].trim() === '');
  if (missing.length === 0) return { ok: true };
  return { ok: false, title: MISSING_FIELDS_TITLE, message: MISSING_FIELDS_MESSAGE, missing };
}

/** Countries a suggestion can be inspired by: the builder's nine themes plus the menu's Japan and Mediterranean. */
export const INSPIRATIONS = [
  'Mexico',
  'India',
  'North America',
  'Italy',
  'Eastern Europe',
  'China',
  'Southeast Asia',
  'Middle East',
  'West Asia',
  'Japan',
  'Mediterranean',
  'Somewhere else',
] as const;

/** SPEC §3 "Community idea". */
export interface CommunityIdea {
  id: string;
  bowlName: string;
  country: string;
  description: string;
  likes: number;
  author: string;
  ingredients: string[];
}

/** The community ideas wall: sample ideas from students (static, like the rest of the site's data). */
export const COMMUNITY_IDEAS: readonly CommunityIdea[] = [
  {
    id: 'idea-shawarma-crunch',
    bowlName: 'Shawarma Crunch Bowl',
    country: 'Middle East',
    description: 'Everything I love about a late-night shawarma, but in a bowl I can eat between lectures.',
    likes: 128,
    author: 'Amira, 3rd-year Engineering',
    ingredients: ['Basmati Rice', 'Halal Chicken', 'Tahini', 'Pickled Cucumber & Onion', 'Crispy Onions'],
  },
  {
    id: 'idea-bombay-green',
    bowlName: 'Bombay Green Goddess',
    country: 'India',
    description: 'Spiced, fresh and fully plant-based. The mint chutney makes it.',
    likes: 94,
    author: 'Rohan, Life Sciences',
    ingredients: ['Quinoa', 'Falafel', 'Mint Chutney', 'Sautéed Kale & Spinach', 'Lemon & Lime Wedge'],
  },
  {
    id: 'idea-taco-tuesday',
    bowlName: 'Taco Tuesday Every Day',
    country: 'Mexico',
    description: 'Smoky, tangy and crunchy, with avocado on top because it is always worth it.',
    likes: 87,
    author: 'Sofia, Kinesiology',
    ingredients: ['Brown Rice', 'Halal Beef', 'Salsa Roja', 'Grilled Zucchini & Peppers', 'Tortilla Strips', 'Avocado'],
  },
  {
    id: 'idea-nonna-garden',
    bowlName: "Nonna's Garden",
    country: 'Italy',
    description: 'Warm marinara over roasted veggies with a little mozzarella. Comfort food for exam season.',
    likes: 61,
    author: 'Marco, Architecture',
    ingredients: ['Mixed Greens', 'Tofu', 'Tomato Marinara', 'Roasted Cauliflower', 'Mozzarella'],
  },
  {
    id: 'idea-saigon-sunrise',
    bowlName: 'Saigon Sunrise',
    country: 'Southeast Asia',
    description: 'Bright and light with a soy-garlic glaze, lots of crunch and a squeeze of lime.',
    likes: 53,
    author: 'Linh, Computer Science',
    ingredients: ['Basmati Rice', 'Salmon', 'Soy-Garlic Glaze', 'Steamed Broccoli', 'Sesame Seeds', 'Edamame'],
  },
  {
    id: 'idea-maple-harvest',
    bowlName: 'Maple Harvest',
    country: 'North America',
    description: 'Sweet potato and BBQ jackfruit: a cozy fall bowl that happens to be vegan.',
    likes: 42,
    author: 'Jordan, Music',
    ingredients: ['Brown Rice', 'Jackfruit', 'BBQ', 'Roasted Sweet Potato', 'Pumpkin & Sunflower Seeds'],
  },
];
