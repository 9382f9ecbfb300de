import { useEffect, useRef } from 'react';
import type { BuilderStep } from '../domain/steps';

/**
 * The step's h2. After Next or Back (`focusOnShow`) focus moves here, so keyboard and screen-reader users land at the
 * top of the new step instead of on a button whose meaning changed.
 */
export function StepHeading({ step, focusOnShow }: { step: BuilderStep; focusOnShow: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this step is first shown
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, []);
  return (
    <div>
      <h2 ref={ref} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink outline-none">
        {step.title}
      </h2>
      <p className="mt-1 text-muted">{step.hint}</p>
    </div>
  );
}
