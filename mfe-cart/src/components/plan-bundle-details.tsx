import type { PlanBundle } from '@campus/cart';
import { formatCents } from '@campus/catalogue/money';
import { countedList, humanize } from '../domain/line-text';
import { groupedUpgrades, planBaseCents } from '../domain/plan-bundle';
import { allergenText } from './bowl-details';
import { DetailList, joined } from './detail-list';
import { NutritionLine } from './nutrition-line';

/** A meal-plan bundle: what is in it and what each drink upgrade adds to the plan's price. */
export function PlanBundleDetails({
  bundle,
  allergens,
}: {
  bundle: PlanBundle;
  allergens: readonly string[] | undefined;
}) {
  const { components: c } = bundle;
  return (
    <>
      {bundle.description ? <p className="mt-1 text-sm text-muted">{bundle.description}</p> : null}
      <DetailList
        rows={[
          ['Sandwich', humanize(c.sandwich)],
          ['Traditional bowl', c.traditionalBowl ? humanize(c.traditionalBowl) : null],
          ['Drinks', joined(countedList(c.drinks))],
          ['Snacks', joined(countedList(c.snacks))],
          ['Nutrition', bundle.nutrition ? <NutritionLine key="n" nutrition={bundle.nutrition} /> : null],
          ['Contains', allergenText(allergens, 'plan')],
          [
            'Plan price',
            <span key="p" className="tabular-nums">
              {formatCents(planBaseCents(bundle))}
            </span>,
          ],
        ]}
      />
      {c.upgrades.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-medium text-muted">Upgrades</p>
          <ul className="mt-1 space-y-0.5">
            {groupedUpgrades(bundle).map((u) => (
              <li key={u.item} className="flex justify-between gap-3">
                <span>
                  {humanize(u.item)} upgrade{u.count > 1 ? ` ×${u.count}` : ''}
                </span>
                <span className="font-medium tabular-nums text-accent">+{formatCents(u.costCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
