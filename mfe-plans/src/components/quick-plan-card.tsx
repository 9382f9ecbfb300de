import { toast, useCartActions } from '@campus/shared';
import { formatCents } from '@campus/shared/domain/money';
import { Button, buttonClasses } from '@campus/shared/ui/button';
import { Card } from '@campus/shared/ui/card';
import { ShoppingBag } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { PLAN_OPTIONS } from '../domain/catalogue-options';
import { chefsPick } from '../domain/chefs-pick';
import type { MealPlan } from '../domain/meal-plans';
import { buildBundle, PLAN_RULES } from '../domain/plan-rules';

/** A plan with a ready-made bundle: Add to Cart puts the chef's pick in the cart and goes to /cart. */
export function QuickPlanCard({ plan }: { plan: MealPlan }) {
  const rule = PLAN_RULES[plan.builderPath === '/meal-plans/19-99' ? '19-99' : '24-99'];
  const { mealPlanAdded } = useCartActions();
  const navigate = useNavigate();
  const result = buildBundle(rule, chefsPick(rule, PLAN_OPTIONS), PLAN_OPTIONS);

  function add() {
    if (!result.ok) {
      toast({ title: result.title, description: result.message, variant: 'destructive' });
      return;
    }
    mealPlanAdded(result.bundle);
    toast({ title: rule.addedTitle, description: rule.addedDescription, variant: 'success' });
    navigate('/cart');
  }

  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <h2 className="text-xl font-bold text-ink">
        {plan.title} · <span className="text-accent tabular-nums">{formatCents(plan.priceCents)}</span> a day
      </h2>
      <p className="mt-2 text-muted">Chef's pick for today:</p>
      {result.ok ? (
        <p className="mt-1 text-ink">{result.bundle.description}</p>
      ) : (
        <p className="mt-1 text-ink">Today's pick is not ready; build your own bundle instead.</p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={add} aria-disabled={!result.ok}>
          <ShoppingBag className="h-5 w-5" aria-hidden />
          Add to Cart
        </Button>
        <Link to={plan.builderPath} className={buttonClasses('outline')}>
          Build your own bundle
        </Link>
      </div>
    </Card>
  );
}
