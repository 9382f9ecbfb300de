import curryCover from '@campus/catalogue/assets/food/curry-power-bowl.svg';
import teriyakiCover from '@campus/catalogue/assets/food/teriyaki-chicken-bowl.svg';
import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { SIGNATURE_MEAL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { Container, PageTitle } from '@campus/ui/container';
import { Reveal } from '@campus/ui/reveal';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { Sparkles } from 'lucide-react';
import { PlanCard } from '../components/plan-card';
import { MEAL_PLANS } from '../domain/meal-plans';

const IMAGES: Record<string, string> = { 'student-plan': teriyakiCover, 'premium-plan': curryCover };

export function MealPlansPage() {
  useDocumentTitle('Meal Plans');
  return (
    <Container className="py-8 sm:py-12">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Prepaid · halal · made fresh daily</p>
        <PageTitle className="mt-2">Meal Plans</PageTitle>
        <p className="mt-3 text-lg text-muted">
          Pick a plan, build your daily bundle and pick it up from the smart lockers, 24/7.
        </p>
      </header>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        {MEAL_PLANS.map((plan, i) => (
          <li key={plan.id}>
            <Reveal index={i} className="h-full">
              <PlanCard plan={plan} image={IMAGES[plan.id] ?? teriyakiCover} featured={plan.id === 'premium-plan'} />
            </Reveal>
          </li>
        ))}
      </ul>
      <aside className="mx-auto mt-10 flex max-w-5xl flex-col items-start gap-3 rounded-card border border-accent/30 bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-ink">
          <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
          <span>
            <strong>Signature Meal:</strong> breakfast, lunch and snacks for {formatCents(SIGNATURE_MEAL_PRICE_CENTS)} a
            day (excluding delivery).
          </span>
        </p>
        <Link
          to={PATHS.signatureMeal}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-accent-hover focus-visible:outline-3 focus-visible:outline-focus"
        >
          See the Signature Meal
        </Link>
      </aside>
    </Container>
  );
}
