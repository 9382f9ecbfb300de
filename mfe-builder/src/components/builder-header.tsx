import { CUSTOM_BOWL_BASE_CENTS } from '@campus/catalogue/custom-bowl-price';
import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { Container } from '@campus/ui/container';
import { ArrowLeft } from 'lucide-react';
import type { BuilderTheme } from '../domain/themes';
import { StepProgress } from './step-progress';

/** The band on top of the builder: back to the menu, the title (and theme), and where the customer is. */
export function BuilderHeader({
  step,
  theme,
  stepLink,
  onStep,
}: {
  step: number;
  theme: BuilderTheme | null;
  /** The address of a step the progress bar links to (a step done), or null. */
  stepLink: (index: number) => string | null;
  onStep: (index: number) => void;
}) {
  return (
    <div className="bg-(--builder-accent) text-white">
      <Container className="pt-4 pb-5 sm:pt-5">
        <Link
          to={PATHS.menu}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-white/95 hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Menu
        </Link>
        <div className="mt-1 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h1 id="builder-title" className="text-title font-bold tracking-tight sm:text-4xl">
              Build Your Own Bowl
            </h1>
            <p className="mt-1 text-white/90">
              {theme
                ? `${theme.name} theme · from ${formatCents(CUSTOM_BOWL_BASE_CENTS)}, made fresh daily`
                : `From ${formatCents(CUSTOM_BOWL_BASE_CENTS)} · 100% halal-certified ingredients, made fresh daily`}
            </p>
          </div>
        </div>
        <StepProgress step={step} stepLink={stepLink} onStep={onStep} />
      </Container>
    </div>
  );
}
