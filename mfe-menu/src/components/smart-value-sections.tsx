import { BudgetBowlPromo } from './budget-bowl-promo';
import { DrinksSnacksInfo } from './drinks-snacks-info';
import { SandwichesSection } from './sandwiches-section';

/** Smart Value content, on its own page (with an h1 above) and in the menu's Smart Value tab. */
export function SmartValueSections({ eager = false }: { eager?: boolean }) {
  return (
    <div className="space-y-12">
      <BudgetBowlPromo eager={eager} />
      <SandwichesSection />
      <DrinksSnacksInfo />
    </div>
  );
}
