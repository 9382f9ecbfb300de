import { formatCents } from '@campus/catalogue/money';
import { ConflictNote, useProfileCheck } from '@campus/profile';
import { planPartsFacts } from '@campus/profile/catalogue-facts';
import { conflicts } from '@campus/profile/fits';
import { Link } from '@campus/router';
import { type PlanBundle, useProfile } from '@campus/stores';
import { Button, buttonClasses } from '@campus/ui/button';
import { Card } from '@campus/ui/card';
import { tap } from '@campus/ui/tap';
import { Check, ShoppingBag } from 'lucide-react';
import { PLAN_OPTIONS } from '../domain/catalogue-options';
import { chefsPick } from '../domain/chefs-pick';
import type { MealPlan } from '../domain/meal-plans';
import { buildBundle, PLAN_RULES } from '../domain/plan-rules';
import { useAddBundle } from '../hooks/use-add-bundle';

function pickLines(bundle: PlanBundle): string[] {
  const c = bundle.components;
  const all = [c.sandwich, ...(c.traditionalBowl ? [c.traditionalBowl] : []), ...c.drinks, ...c.snacks];
  const counts = new Map<string, number>();
  for (const name of all) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
}

/** A plan with a ready-made bundle: Add to Cart puts the chef's pick in the cart and goes to /cart. */
export function QuickPlanCard({ plan }: { plan: MealPlan }) {
  const rule = PLAN_RULES[plan.kind];
  const addBundle = useAddBundle(rule);
  const pick = chefsPick(rule, PLAN_OPTIONS);
  const result = buildBundle(rule, pick, PLAN_OPTIONS);
  // The ready-made bundle against the customer's diet profile: said on the card, and asked before it goes in.
  const notForYou = conflicts(planPartsFacts(pick), useProfile());
  const { check, dialog } = useProfileCheck(`chefs-pick-${plan.kind}`);

  const add = () => (result.ok ? check("Today's chef's pick", notForYou, () => addBundle(result)) : addBundle(result));

  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <h2 className="text-xl font-bold text-ink">
        {plan.title} · <span className="text-accent tabular-nums">{formatCents(plan.priceCents)}</span> a day
      </h2>
      <h3 className="mt-3 text-sm font-bold tracking-wide text-muted uppercase">Chef's pick for today</h3>
      {result.ok ? (
        <ul className="mt-2 grid gap-1 text-ink sm:grid-cols-2">
          {pickLines(result.bundle).map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check className="mt-1 h-4 w-4 shrink-0 text-primary" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-ink">Today's pick is not ready; build your own bundle instead.</p>
      )}
      <ConflictNote conflicts={result.ok ? notForYou : []} className="mt-3" />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={add} aria-disabled={!result.ok} {...tap('add-to-cart', plan.kind)}>
          <ShoppingBag className="h-5 w-5" aria-hidden />
          Add to Cart
        </Button>
        <Link to={rule.builderPath} className={buttonClasses('outline')}>
          Build your own bundle
        </Link>
      </div>
      {dialog}
    </Card>
  );
}
