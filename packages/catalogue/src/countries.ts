import curryCover from '../assets/food/curry-power-bowl.svg';
import fajitaCover from '../assets/food/fajita-veg-bowl.svg';
import mediterraneanCover from '../assets/food/mediterranean-bowl.svg';
import teriyakiCover from '../assets/food/teriyaki-chicken-bowl.svg';
import { bowlDish } from './bowl-facts';
import { badgeDiets } from './facts';
import { BOWL_PRICE_CENTS, PREMIUM_BASE_CENTS } from './prices';
import type { Bowl, Choice, Country, OptionGroup } from './types';

/** SPEC §3: the four country themes of the menu, each with its signature bowl (all at the student price). */

const choices = (...names: Array<[id: string, name: string] | Choice>): Choice[] =>
  names.map((c) => (Array.isArray(c) ? { id: c[0], name: c[1] } : c));
/** A base that costs PREMIUM_BASE_CENTS more. */
const premiumBase = (id: string, name: string): Choice => ({ id, name, extraCents: PREMIUM_BASE_CENTS });

/** A signature bowl with what it is as the kitchen makes it — diets, allergens, nutrition, weight — from its parts. */
function signature(data: Omit<Bowl, 'diet' | 'nutrition' | 'allergens' | 'weightG'>): Bowl {
  const dish = bowlDish(data);
  return {
    ...data,
    diet: badgeDiets(dish.facts.diets),
    nutrition: dish.nutrition,
    allergens: [...dish.facts.allergens],
    weightG: dish.weightG,
  };
}

/** The fixed-bowl option groups of SPEC §3: base (select 1), protein (1), veg_included (2), sauce (1). */
/** A signature bowl's groups (SPEC §3); in each, the first `select` choices listed are the kitchen's standard. */
function fixedGroups(base: Choice[], protein: Choice[], veg: Choice[], sauce: Choice[]): OptionGroup[] {
  const group = (id: string, name: string, select: number, choices: Choice[]): OptionGroup => ({
    id,
    name,
    required: true,
    select,
    choices,
    standard: choices.slice(0, select).map((c) => c.id),
  });
  return [
    group('base', 'Base', 1, base),
    group('protein', 'Protein', 1, protein),
    group('veg_included', 'Vegetables included', 2, veg),
    group('sauce', 'Sauce', 1, sauce),
  ];
}

const teriyaki = signature({
  fixed: ['sesame-scallion'],
  id: 'teriyaki-chicken-bowl',
  slug: 'teriyaki-chicken',
  name: 'Teriyaki Chicken Bowl',
  countryId: 'jp',
  basePriceCents: BOWL_PRICE_CENTS,
  cover: teriyakiCover,
  description:
    'Grilled halal chicken thigh glazed in house teriyaki, on steamed jasmine rice with edamame and pickled cucumber, finished with sesame and scallion.',
  core: fixedGroups(
    choices(['jasmine-rice', 'Jasmine rice'], premiumBase('brown-rice', 'Brown rice')),
    choices({ id: 'teriyaki-chicken', name: 'Grilled halal chicken', partId: 'halal-chicken' }),
    choices(['edamame', 'Edamame'], ['pickled-cucumber', 'Pickled cucumber'], ['shredded-carrot', 'Shredded carrot']),
    choices(['teriyaki-glaze', 'Teriyaki glaze']),
  ),
});

const fajita = signature({
  fixed: ['shredded-cheese', 'lemon-lime-wedge'],
  id: 'fajita-veg-bowl',
  slug: 'fajita-veg',
  name: 'Fajita Veg Bowl',
  countryId: 'mx',
  basePriceCents: BOWL_PRICE_CENTS,
  cover: fajitaCover,
  description:
    'Smoky fajita peppers and onions, seasoned black beans and sweet corn over cilantro-lime rice, with salsa roja, shredded cheese and a lemon and lime wedge.',
  core: fixedGroups(
    choices(['cilantro-lime-rice', 'Cilantro-lime rice'], premiumBase('brown-rice', 'Brown rice')),
    choices(['black-beans', 'Seasoned black beans']),
    choices(
      ['fajita-peppers', 'Fajita peppers and onions'],
      ['sweet-corn', 'Sweet corn'],
      ['pico-de-gallo', 'Pico de gallo'],
    ),
    choices(['salsa-roja', 'Salsa roja']),
  ),
});

const curry = signature({
  fixed: ['fresh-coriander'],
  id: 'curry-power-bowl',
  slug: 'curry-power',
  name: 'Curry Power Bowl',
  countryId: 'in',
  basePriceCents: BOWL_PRICE_CENTS,
  cover: curryCover,
  description:
    'Chickpeas simmered in a mild coconut curry with spinach, served with fluffy basmati rice, roasted cauliflower and fresh coriander.',
  core: fixedGroups(
    choices(['basmati-rice', 'Basmati rice'], premiumBase('brown-rice', 'Brown rice')),
    choices(['curried-chickpeas', 'Curried chickpeas']),
    choices(['sauteed-spinach', 'Sautéed spinach'], ['roasted-cauliflower', 'Roasted cauliflower'], {
      id: 'sweet-potato',
      name: 'Roasted sweet potato',
      partId: 'roasted-sweet-potato',
    }),
    choices(['coconut-curry', 'Coconut curry']),
  ),
});

const mediterranean = signature({
  fixed: ['hummus'],
  id: 'mediterranean-bowl',
  slug: 'mediterranean',
  name: 'Mediterranean Bowl',
  countryId: 'med',
  basePriceCents: BOWL_PRICE_CENTS,
  cover: mediterraneanCover,
  description:
    'Crisp herb falafel on mixed greens with hummus, cucumber and cherry tomatoes, drizzled with creamy tahini.',
  core: fixedGroups(
    choices(['mixed-greens', 'Mixed greens'], premiumBase('quinoa', 'Lemon quinoa')),
    choices(['falafel', 'Herb falafel']),
    choices(['cucumber', 'Cucumber'], ['cherry-tomatoes', 'Cherry tomatoes'], ['kalamata-olives', 'Kalamata olives']),
    choices(['tahini', 'Tahini']),
  ),
});

export const COUNTRIES: Country[] = [
  {
    id: 'jp',
    name: 'Japan',
    flag: '🇯🇵',
    cover: teriyakiCover,
    description: 'Clean, balanced flavours: glossy teriyaki, steamed rice and crisp pickled vegetables.',
    bowls: [teriyaki],
  },
  {
    id: 'mx',
    name: 'Mexico',
    flag: '🇲🇽',
    cover: fajitaCover,
    description: 'Smoky, bright and fresh: charred peppers, beans, corn and a squeeze of lime.',
    bowls: [fajita],
  },
  {
    id: 'in',
    name: 'India',
    flag: '🇮🇳',
    cover: curryCover,
    description: 'Warm spices and comforting curries with fragrant basmati rice.',
    bowls: [curry],
  },
  {
    id: 'med',
    name: 'Mediterranean',
    flag: '🫒',
    cover: mediterraneanCover,
    description: 'Sunny flavours: falafel, hummus, tahini and crunchy fresh vegetables.',
    bowls: [mediterranean],
  },
];

/** A country by its id, as people type it too (`MX` is Mexico): the record says the id as the catalogue writes it. */
export function findCountry(id: string | undefined): Country | undefined {
  const wanted = id?.toLowerCase();
  return wanted === undefined ? undefined : COUNTRIES.find((c) => c.id === wanted);
}

export function allBowls(): Bowl[] {
  return COUNTRIES.flatMap((c) => c.bowls);
}

/** A bowl by its id or its URL slug (/item/{slug or bowlId}), in any case (ids and slugs are written lower-case). */
export function findBowl(idOrSlug: string | undefined): Bowl | undefined {
  const wanted = idOrSlug?.toLowerCase();
  if (wanted === undefined) return undefined;
  return allBowls().find((b) => b.id === wanted || b.slug === wanted);
}
