/**
 * The site's addresses (SPEC §2), each written once. A slice's route table says which of them it owns; links from one
 * slice to another, the shell's navigation and the tests use these names instead of writing the path again.
 * Patterns use react-router's `:param`; fill them with `pathTo`.
 */
export const PATHS = {
  home: '/',
  menu: '/menu',
  menuCountry: '/menu/country/:countryId',
  bowl: '/bowl/:bowlId',
  item: '/item/:slug',
  product: '/product/:id',
  productDetail: '/menu/product',
  bowlsByCountry: '/bowls-by-country',
  countryBowls: '/bowls-by-country/:countryId',
  smartValue: '/smart-value',
  buildYourOwn: '/build-your-own',
  suggestABowl: '/suggest-a-bowl',
  mealPlans: '/meal-plans',
  plan1999: '/meal-plans/19-99',
  plan2499: '/meal-plans/24-99',
  signatureMeal: '/meal-plans/signature-meal',
  mealPlan: '/meal-plans/:planId',
  cart: '/cart',
  checkout: '/checkout',
  subscribe: '/subscribe',
  favourites: '/favourites',
  smartLockers: '/smart-lockers',
  lockers: '/lockers',
  about: '/about',
  contact: '/contact',
  help: '/help',
  allergens: '/allergens',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  refunds: '/refunds',
  loyalty: '/loyalty',
  downloadApp: '/download-app',
} as const;

/** A pattern with its parameters filled in (encoded): `pathTo(PATHS.bowl, { bowlId: 'x' })` → `/bowl/x`. */
export function pathTo(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
