import { useLocation, useNavigate, useSearchParams } from '@campus/router';
import { useInBrowser } from '@campus/ui/server-drawn';
import { startTransition, useEffect, useOptimistic } from 'react';
import type { Selections } from '../domain/selection';
import { addressNeedsFix, stepSlug, stepToShow } from '../domain/step-url';
import { LAST_STEP } from '../domain/steps';

/**
 * Marks a history entry that Next pushed on top of the previous step, so Back can simply go back in history; and one
 * reached from Review (Edit, a step in the progress bar) or moved on from such a step, which offers "Back to review".
 */
type StepState = { builderStepFrom: number | null; builderFromReview?: boolean } | null;

/**
 * The builder's step, read from and written to the address (`?step=`, other query keys such as `?theme=` kept):
 * Next and Edit push a history entry, so the phone's Back button walks back through the steps; a reload stays put.
 * An address naming a step that isn't reachable yet is corrected in place to the step actually shown.
 *
 * The router draws a new address as a transition: the whole page again (header, footer, every reader of the
 * location), in slices between frames — on a slow phone the next step showed 0.5–1.9 s after Next. So the step moved
 * to is shown at once (an optimistic state: an urgent render of this page only) while the address follows; once the
 * router has drawn it, the address says the same step.
 */
export function useStepInUrl(selections: Selections) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const slug = params.get('step');
  const inAddress = stepToShow(slug, selections);
  const [index, show] = useOptimistic(inAddress);
  // While the server's HTML is adopted, the bowl is the server's (empty): the stored one comes right after, and only
  // then may the address be judged (a reload on ?step=protein would otherwise be sent back to the first step).
  const inBrowser = useInBrowser();

  const addressFor = (step: number) => {
    const next = new URLSearchParams(params);
    next.set('step', stepSlug(step));
    return `?${next.toString()}`;
  };

  // Runs when the address's step or the step it allows changes; addressFor and the rest follow from those. (Judged on
  // the address as drawn, not the step shown ahead of it: the address moved to is right already.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what matters here
  useEffect(() => {
    if (inBrowser && addressNeedsFix(slug, inAddress)) {
      navigate(addressFor(inAddress), { replace: true, state: location.state });
    }
  }, [inAddress, slug, inBrowser]);

  /** Shows `step` now, and moves the address there (the router's transition, which the optimistic step waits for). */
  const moveTo = (step: number, move: () => void) =>
    startTransition(() => {
      show(step);
      move();
    });

  const state = location.state as StepState;
  const fromReview = state?.builderFromReview === true && index !== LAST_STEP;
  /** Leaving Review for a step keeps the way back to it, and so does moving on from a step reached that way. */
  const stateFor = (step: number, from: number | null): StepState => ({
    builderStepFrom: from,
    builderFromReview: step !== LAST_STEP && (index === LAST_STEP || fromReview),
  });

  return {
    index,
    /** True on a step reached from Review: "Back to review" takes the customer there in one step. */
    fromReview,
    /** The address of a step (a link to it). */
    hrefFor: addressFor,
    goTo(step: number, from: number | null = null) {
      moveTo(step, () => navigate(addressFor(step), { state: stateFor(step, from) }));
    },
    goBack() {
      // Came here by Next from the step before: step back in history (as the phone's Back button would).
      if (state?.builderStepFrom === index - 1) moveTo(index - 1, () => navigate(-1));
      else
        moveTo(index - 1, () => navigate(addressFor(index - 1), { replace: true, state: stateFor(index - 1, null) }));
    },
  };
}
