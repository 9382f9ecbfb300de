import { customBowlPriceCents } from '@campus/catalogue/custom-bowl-price';
import { useProfileCheck } from '@campus/profile';
import { conflicts } from '@campus/profile/fits';
import { ingredientsFacts } from '@campus/profile/ingredient-facts';
import { useSearchParams } from '@campus/router';
import { toast, useProfile, useSolvedProblems } from '@campus/stores';
import { Container } from '@campus/ui/container';
import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { HydrationBoundary } from '@campus/ui/hydration';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { useState } from 'react';
import { BowlSummary } from '../components/bowl-summary';
import { BuilderFooter } from '../components/builder-footer';
import { BuilderFrame } from '../components/builder-frame';
import { BuilderHeader } from '../components/builder-header';
import { ChoiceStep } from '../components/choice-step';
import { ReviewStep } from '../components/review-step';
import { bowlNutrition } from '../domain/nutrition';
import { chosenIds } from '../domain/selection';
import { LAST_STEP, STEPS, stepAt } from '../domain/steps';
import { themeFromQuery } from '../domain/themes';
import { checkStep, furthestReachableStep, solvedProblems, stepProblem } from '../domain/validation';
import { useAddBowlToCart } from '../hooks/use-add-bowl-to-cart';
import { useStepInUrl } from '../hooks/use-step-in-url';
import { useSelections } from '../store/builder-store';

/** /build-your-own (?theme=): the seven steps, the live bowl, and the sticky price footer. */
export function BuildYourOwnPage() {
  useDocumentTitle('Build Your Own Bowl');
  const [params] = useSearchParams();
  const theme = themeFromQuery(params.get('theme'));
  const selections = useSelections();
  const { index: stepIndex, goTo, goBack, fromReview, hrefFor } = useStepInUrl(selections);
  // The finished bowl against the profile: asked about once more on Add to Cart (its picks may predate My diet).
  const profile = useProfile();
  const { check, dialog } = useProfileCheck('bowl-check');
  const notForYou = conflicts(ingredientsFacts(chosenIds(selections)), profile);
  const addToCart = useAddBowlToCart(selections, theme?.id ?? null, (proceed) =>
    check('Your custom bowl', notForYou, proceed),
  );
  // Focus moves to the new step's heading only after the customer moved (never on arrival).
  const [moved, setMoved] = useState(false);
  const step = stepAt(stepIndex);
  // A step's 'Selection Required' goes the moment its choice is made, not seconds later over the next step.
  useSolvedProblems(solvedProblems(selections));

  const next = () => {
    const check = checkStep(step, selections);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive', kind: stepProblem(step) });
      return;
    }
    setMoved(true);
    goTo(Math.min(stepIndex + 1, LAST_STEP), stepIndex);
  };
  const back = () => {
    setMoved(true);
    goBack();
  };
  const go = (index: number) => {
    setMoved(true);
    goTo(index, stepIndex);
  };
  // From a step reached from Review, back there in one step (Next six times was the only way); what a step still
  // needs is said as Next says it.
  const backToReview = () => {
    const unmet = STEPS.find((s) => !checkStep(s, selections).ok);
    const check = unmet && checkStep(unmet, selections);
    if (unmet && check && !check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive', kind: stepProblem(unmet) });
      return;
    }
    go(LAST_STEP);
  };
  // A step done is a link to itself in the progress bar: every one before this, and — come from Review — every one
  // after it that the bowl as chosen reaches.
  const stepLink = (index: number): string | null =>
    index !== stepIndex && (index < stepIndex || fromReview) && furthestReachableStep(selections, index) === index
      ? hrefFor(index)
      : null;

  return (
    <BuilderFrame theme={theme}>
      <BuilderHeader step={stepIndex} theme={theme} stepLink={stepLink} onStep={go} />
      {/* After the header, not the first step: waiting for the whole step made the first paint later, for no gain. */}
      <FirstScreenEnd />
      <Container className="grid flex-1 content-start gap-6 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div key={step.id} className="min-w-0 animate-reveal">
          {step.category === null ? (
            <ReviewStep selections={selections} themeId={theme?.id ?? null} focusOnShow={moved} onEdit={go} />
          ) : (
            <ChoiceStep step={step} selections={selections} focusOnShow={moved} />
          )}
        </div>
        <aside aria-label="Your bowl so far">
          {/* Below the choices on a phone: hydrated after them, which are what the first tap is on. */}
          <HydrationBoundary>
            {/* On Review the list is the page itself: the side keeps only the nutrition. */}
            <BowlSummary selections={selections} showItems={step.category !== null} />
          </HydrationBoundary>
        </aside>
      </Container>
      <BuilderFooter
        priceCents={customBowlPriceCents(selections)}
        kcal={bowlNutrition(selections).kcal}
        canGoBack={stepIndex > 0}
        isLast={stepIndex === LAST_STEP}
        onBack={back}
        onNext={next}
        onBackToReview={fromReview ? backToReview : undefined}
        onAddToCart={addToCart}
      />
      {dialog}
    </BuilderFrame>
  );
}
