import { CONTACT } from '@campus/catalogue/config';
import { extraProteinPrices } from '@campus/catalogue/extra-protein';
import { formatCents } from '@campus/catalogue/money';
import { BOWL_PRICE_CENTS, PLAN_PRICE_CENTS, SMART_VALUE_PROMO } from '@campus/catalogue/prices';

export type Faq = { id: string; question: string; answer: string };

/** About page FAQ (SPEC §2): pricing, halal, nutrition, availability. */
export const ABOUT_FAQS: readonly Faq[] = [
  {
    id: 'pricing',
    question: 'How much does a meal cost?',
    answer: `Our signature bowls are ${formatCents(BOWL_PRICE_CENTS)} — that is our student price, and every price is in Canadian dollars. Extra protein is ${extraProteinPrices()}; premium toppings on the Smart Value bowl are +${formatCents(SMART_VALUE_PROMO.premiumToppingsCents)}. Meal plans start at ${formatCents(PLAN_PRICE_CENTS['19-99'])} per day, with a ${formatCents(PLAN_PRICE_CENTS['24-99'])} premium plan.`,
  },
  {
    id: 'halal',
    question: 'Is everything halal?',
    answer:
      'We use 100% halal-certified ingredients, and all of our chicken is halal. Vegetarian and vegan dishes are labelled on the menu too, so you can see at a glance what fits your diet.',
  },
  {
    id: 'nutrition',
    question: 'Can I see the nutrition of my meal?',
    answer:
      'Yes. Every bowl shows its calories, carbs, protein and fat, and when you build your own bowl the numbers update live with each ingredient you pick.',
  },
  {
    id: 'availability',
    question: 'When and where can I get my food?',
    answer:
      'Pre-order online, choose a pickup window, and collect your meal any time from our refrigerated smart lockers — they are open 24/7. You can also find us at campus pop-ups, and limited delivery runs during events.',
  },
];

/** Help page FAQ (SPEC §2): halal, lockers, reheating. */
export const HELP_FAQS: readonly Faq[] = [
  {
    id: 'halal',
    question: 'Is your food halal?',
    answer:
      'Yes — we use 100% halal-certified ingredients and all of our chicken is halal. Vegetarian and vegan items are clearly labelled.',
  },
  {
    id: 'lockers',
    question: 'How do the smart lockers work?',
    answer:
      'Order online and we cook your meal fresh, then place it in a refrigerated locker on campus. You get a unique code: enter it at the locker any time, 24/7, and your compartment opens.',
  },
  {
    id: 'reheating',
    question: 'Can I reheat my meal?',
    answer:
      'Yes. Our packaging is microwave-safe, and there is a three-tier microwave station right beside the lockers. Heat until it is steaming hot all the way through.',
  },
];

export const SUPPORT = { email: CONTACT.email, hours: CONTACT.hours } as const;
