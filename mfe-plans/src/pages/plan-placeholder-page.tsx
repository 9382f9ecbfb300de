import { PATHS, pathTo } from '@campus/catalogue/paths';
import { useParams } from '@campus/router';
import { Container, PageTitle } from '@campus/ui/container';
import { CanonicalPath, useNotFoundStatus } from '@campus/ui/page-status';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { BackLink } from '../components/back-link';
import { QuickPlanCard } from '../components/quick-plan-card';
import { findMealPlan, MEAL_PLANS, type MealPlan } from '../domain/meal-plans';

/**
 * /meal-plans/{planId}: the placeholder plan builder. A known plan offers its chef's pick (at its id as the catalogue
 * writes it); any other id offers both, as a 404 when rendered on a server.
 */
export function PlanPlaceholderPage() {
  const { planId = '' } = useParams();
  const plan = findMealPlan(planId);
  useDocumentTitle(plan ? `${plan.title} Builder` : 'Plan Builder');
  if (!plan) return <UnknownPlan planId={planId} />;
  return (
    <CanonicalPath path={pathTo(PATHS.mealPlan, { planId: plan.id })}>
      <PlanPlaceholder plan={plan} planId={planId} />
    </CanonicalPath>
  );
}

function UnknownPlan({ planId }: { planId: string }) {
  useNotFoundStatus();
  return <PlanPlaceholder plan={undefined} planId={planId} />;
}

function PlanPlaceholder({ plan, planId }: { plan: MealPlan | undefined; planId: string }) {
  const plans = plan ? [plan] : MEAL_PLANS;
  return (
    <Container className="max-w-4xl py-6 sm:py-10">
      <BackLink />
      <PageTitle className="mt-2">{plan ? `${plan.title} Builder` : 'Plan Builder'}</PageTitle>
      <p className="mt-3 max-w-2xl text-muted">
        {plan ? (
          'A full builder for this plan is coming soon. Add today’s chef’s pick in one tap, or build your own bundle.'
        ) : (
          <>
            We couldn’t find a plan called <q className="font-semibold text-ink">{planId}</q>. Here are the plans you
            can order today.
          </>
        )}
      </p>
      <ul className="mt-8 grid gap-6">
        {plans.map((p) => (
          <li key={p.id}>
            <QuickPlanCard plan={p} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
