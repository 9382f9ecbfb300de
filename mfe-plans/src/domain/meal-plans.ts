import type { Cents } from '@campus/catalogue/money';
import { PLAN_BUNDLE_CONTENTS } from '@campus/catalogue/plan-bundles';
import { PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import type { PlanKind } from './plan-rules';

/** SPEC §3 "Meal plan": id, title, price, description, features, sample_menu. */
export interface MealPlan {
  id: 'student-plan' | 'premium-plan';
  title: string;
  /** Price per day. */
  priceCents: Cents;
  description: string;
  features: string[];
  sampleMenu: { day: string; meal: string }[];
  /** What the sample menu is of this plan, in a few words under its heading. */
  sampleMenuNote: string;
  /** The bundle builder its button opens (PLAN_RULES[kind]). */
  kind: PlanKind;
  /** What one day's bundle holds, in words. */
  bundle: string;
}

export const MEAL_PLANS: readonly MealPlan[] = [
  {
    id: 'student-plan',
    title: 'Student Plan',
    priceCents: PLAN_PRICE_CENTS['19-99'],
    description: 'A fresh bowl on your school days, prepaid so lunch is one less thing to think about.',
    features: [
      '5 bowls a week, one each school day (see the sample menu)',
      '1 protein in every bowl',
      `Beside your bowl, a daily bundle you build next: ${PLAN_BUNDLE_CONTENTS['19-99']}`,
      'Pop drink included; kombucha or iced coffee for a small extra',
      'Pick up 24/7 from the smart lockers',
    ],
    sampleMenuNote: 'The bowl of each school day.',
    sampleMenu: [
      { day: 'Mon', meal: 'Teriyaki Chicken Bowl' },
      { day: 'Tue', meal: 'Fajita Veg Bowl' },
      { day: 'Wed', meal: 'Curry Power Bowl' },
      { day: 'Thu', meal: 'Mediterranean Bowl' },
      { day: 'Fri', meal: 'Teriyaki Chicken Bowl' },
    ],
    kind: '19-99',
    bundle: PLAN_BUNDLE_CONTENTS['19-99'],
  },
  {
    id: 'premium-plan',
    title: 'Premium Plan',
    priceCents: PLAN_PRICE_CENTS['24-99'],
    description: 'More on the plate: premium proteins, extras and free delivery anywhere on campus.',
    features: [
      'Premium proteins and extras',
      'Free campus delivery',
      `A daily bundle you build next: ${PLAN_BUNDLE_CONTENTS['24-99']}`,
      'Pop drink included; kombucha or iced coffee for a small extra',
    ],
    sampleMenuNote: 'The traditional bowl of your bundle, with a premium extra.',
    sampleMenu: [
      { day: 'Mon', meal: 'Teriyaki Chicken Bowl with extra halal chicken' },
      { day: 'Tue', meal: 'Fajita Veg Bowl with avocado' },
      { day: 'Wed', meal: 'Curry Power Bowl with edamame' },
      { day: 'Thu', meal: 'Mediterranean Bowl with mozzarella' },
      { day: 'Fri', meal: 'Teriyaki Chicken Bowl with avocado' },
    ],
    kind: '24-99',
    bundle: PLAN_BUNDLE_CONTENTS['24-99'],
  },
];

export function findMealPlan(id: string): MealPlan | undefined {
  const wanted = id.toLowerCase();
  return MEAL_PLANS.find((p) => p.id === wanted);
}
