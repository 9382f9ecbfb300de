import { ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import eggsIcon from '../assets/allergens/eggs.svg';
import fishIcon from '../assets/allergens/fish.svg';
import glutenIcon from '../assets/allergens/gluten.svg';
import milkIcon from '../assets/allergens/milk.svg';
import peanutsIcon from '../assets/allergens/peanuts.svg';
import shellfishIcon from '../assets/allergens/shellfish.svg';
import soyIcon from '../assets/allergens/soy.svg';
import treeNutsIcon from '../assets/allergens/tree-nuts.svg';

/** SPEC §3 Allergen card: name, icon, description. */
export type AllergenCard = { id: string; name: string; icon: string; description: string };

export const ALLERGENS: readonly AllergenCard[] = [
  {
    id: 'peanuts',
    name: ALLERGEN_LABELS.peanuts,
    icon: peanutsIcon,
    description:
      'Peanuts and peanut oil can turn up in sauces, dressings and crunchy toppings. Check before you add extras.',
  },
  {
    id: 'milk',
    name: ALLERGEN_LABELS.dairy,
    icon: milkIcon,
    description:
      'Cheese, yoghurt, butter and cream. Our Fajita Veg Bowl contains dairy, and so does the mozzarella add-on.',
  },
  {
    id: 'soy',
    name: ALLERGEN_LABELS.soy,
    icon: soyIcon,
    description:
      'Found in tofu, edamame, soy sauce and glazes. Our Teriyaki Chicken Bowl and soy-garlic glaze contain soy.',
  },
  {
    id: 'fish',
    name: ALLERGEN_LABELS.fish,
    icon: fishIcon,
    description: 'Salmon is one of our protein choices. Fish can also hide in some dressings and sauces.',
  },
  {
    id: 'gluten',
    name: ALLERGEN_LABELS.gluten,
    icon: glutenIcon,
    description:
      'Wheat, barley and rye: in breads and wraps, couscous, bulgur, pasta, crispy toppings and many sauces.',
  },
  {
    id: 'tree-nuts',
    name: ALLERGEN_LABELS['tree-nuts'],
    icon: treeNutsIcon,
    description:
      'Almonds, cashews, walnuts and more. Our mixed-nuts extra contains them; some labels also list coconut here.',
  },
  {
    id: 'eggs',
    name: ALLERGEN_LABELS.eggs,
    icon: eggsIcon,
    description: 'Eggs appear in breakfast sandwiches, mayo-style sauces and some baked treats like cookies.',
  },
  {
    id: 'shellfish',
    name: ALLERGEN_LABELS.shellfish,
    icon: shellfishIcon,
    description: 'Shrimp, crab, lobster and molluscs. Always check an item’s allergen list if you react to shellfish.',
  },
];

/** Common add-ons that may contain allergens (SPEC §2 Allergens). */
export const ALLERGEN_ADDONS: readonly { name: string; contains: string }[] = [
  { name: 'Mozzarella', contains: ALLERGEN_LABELS.dairy },
  { name: 'Edamame', contains: ALLERGEN_LABELS.soy },
  { name: 'Mixed nuts', contains: 'Tree Nuts, may contain Peanuts' },
  { name: 'Sesame seeds and tahini', contains: ALLERGEN_LABELS.sesame },
  { name: 'Soy-garlic glaze', contains: 'Soy, may contain Gluten' },
  { name: 'Crispy onions and tortilla strips', contains: 'may contain Gluten' },
  { name: 'Coconut curry sauce', contains: ALLERGEN_LABELS.coconut },
  { name: 'Salmon', contains: ALLERGEN_LABELS.fish },
];

export const ALLERGEN_COMMITMENTS: readonly string[] = [
  'We list the known allergens of every bowl and add-on.',
  'We update those lists as soon as a recipe or supplier changes.',
  'We answer allergen questions by e-mail before you order.',
  'We tell you honestly when we cannot rule out cross-contact.',
];
