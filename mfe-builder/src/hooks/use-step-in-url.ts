import { useLocation, useNavigate, useSearchParams } from '@campus/router';
import { useInBrowser } from '@campus/ui/server-drawn';
import { useEffect } from 'react';
import type { Selections } from '../domain/selection';
import { addressNeedsFix, stepSlug, stepToShow } from '../domain/step-url';

/** Marks a history entry that Next pushed on top of the previous step, so Back can simply go back in history. */
type StepState = { builderStepFrom: number | null } | null;

/**
 * The builder's step, read from and written to the address (`?step=`, other query keys such as `?theme=` kept):
 * Next and Edit push a history entry, so the phone's Back button walks back through the steps; a reload stays put.
 * An address naming a step that isn't reachable yet is corrected in place to the step actually shown.
 */
export function useStepInUrl(selections: Selections) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const slug = params.get('step');
  const index = stepToShow(slug, selections);
  // While the server's HTML is adopted, the bowl is the server's (empty): the stored one comes right after, and only
  // then may the address be judged (a reload on ?step=protein would otherwise be sent back to the first step).
  const inBrowser = useInBrowser();

  const addressFor = (step: number) => {
    const next = new URLSearchParams(params);
    next.set('step', stepSlug(step));
    return `?${next.toString()}`;
  };

  // Runs when the shown step or the address's step changes; addressFor and the rest follow from those.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what matters here
  useEffect(() => {
    if (inBrowser && addressNeedsFix(slug, index)) {
      navigate(addressFor(index), { replace: true, state: location.state });
    }
  }, [index, slug, inBrowser]);

  return {
    index,
    goTo(step: number, from: number | null = null) {
      navigate(addressFor(step), { state: { builderStepFrom: from } satisfies StepState });
    },
    goBack() {
      // Came here by Next from the step before: step back in history (as the phone's Back button would).
      if ((location.state as StepState)?.builderStepFrom === index - 1) navigate(-1);
      else navigate(addressFor(index - 1), { replace: true });
    },
  };
}
