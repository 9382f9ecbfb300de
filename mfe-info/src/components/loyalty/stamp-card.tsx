import { BOWLS_PER_FREE_BOWL } from '@campus/catalogue/policies';
import { cardClasses } from '@campus/ui/card';
import { Gift, Soup } from 'lucide-react';

/** A picture of the rule: ten bowl stamps, then the free one. Decorative; the caption says it in words. */
export function StampCard() {
  const stamps = Array.from({ length: BOWLS_PER_FREE_BOWL }, (_, i) => i + 1);
  return (
    <figure className={cardClasses('p-5')}>
      <div className="grid grid-cols-6 gap-2 sm:gap-3" aria-hidden>
        {stamps.map((n) => (
          <span
            key={n}
            className="flex aspect-square items-center justify-center rounded-full border-2 border-primary bg-primary-soft text-primary"
          >
            <Soup className="h-1/2 w-1/2" />
          </span>
        ))}
        <span className="col-span-2 flex items-center justify-center gap-1 rounded-full bg-accent font-bold text-white">
          <Gift className="h-5 w-5" />
          FREE
        </span>
      </div>
      <figcaption className="mt-4 text-center text-sm text-muted">
        {BOWLS_PER_FREE_BOWL} bowls bought = 1 free bowl, added to your account as a credit automatically.
      </figcaption>
    </figure>
  );
}
