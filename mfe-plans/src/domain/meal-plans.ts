import type { Cents } from '@campus/catalogue/money';

/** SPEC §3 "Meal plan": id, title, price, description, features, sample_menu. */
export interface MealPlan {
  id: 'student-plan' | 'premium-plan';
  title: string;
  /** Price per day. */
  priceCents: Cents;
  description: string;
  features: string[];
  sampleMenu: { day: string; meal: string }[];
  /** The bundle builder its button opens. */
  builderPath: '/meal-plans/19-99' | '/meal-plans/24-99';
  /** What one day's bundle holds, in words. */
  bundle: string;
}

export const MEAL_PLANS: readonly MealPlan[] = [
  {
    id: 'student-plan',
    title: 'Student Plan',
    priceCents: 1999,
    description: 'A fresh bowl on your school days, prepaid so lunch is one less thing to think about.',
    features: [
      '5 bowls a week',
      '1 protein in every bowl',
      'Daily bundle: 1 sandwich, 2 drinks and 2 snacks',
      'Pop drink included; kombucha or iced coffee for a small extra',
      'Pick up 24/7 from the smart lockers',
    ],
    sampleMenu: [
      { day: 'Mon', meal: 'Teriyaki Chicken Bowl' },
      { day: 'Tue', meal: 'Fajita Veg Bowl' },
      { day: 'Wed', meal: 'Curry Power Bowl' },
      { day: 'Thu', meal: 'Mediterranean Bowl' },
      { day: 'Fri', meal: 'Teriyaki Chicken Bowl' },
    ],
    builderPath: '/meal-plans/19-99',
    bundle: '1 sandwich, 2 drinks and 2 snacks',
  },
  {
    id: 'premium-plan',
    title: 'Premium Plan',
    priceCents: 2499,
    description: 'More on the plate: premium proteins, extras and free delivery anywhere on campus.',
    features: [
      'Premium proteins and extras',
      'Free campus delivery',
      'Daily bundle: 1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks',
      'Pop drink included; kombucha or iced coffee for a small extra',
    ],
    sampleMenu: [
      { day: 'Mon', meal: 'Teriyaki Chicken Bowl with extra halal chicken' },
      { day: 'Tue', meal: 'Fajita Veg Bowl with avocado' },
      { day: 'Wed', meal: 'Curry Power Bowl with edamame' },
      { day: 'Thu', meal: 'Mediterranean Bowl with mozzarella' },
      { day: 'Fri', meal: 'Teriyaki Chicken Bowl with avocado' },
    ],
    builderPath: '/meal-plans/24-99',
    bundle: '1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks',
  },
];

export function findMealPlan(id: string): MealPlan | undefined {
  return MEAL_PLANS.find((p) => p.id === id);
}
