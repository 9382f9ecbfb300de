import { PATHS } from '@campus/catalogue/paths';
import { BOWLS_PER_FREE_BOWL } from '@campus/catalogue/policies';
import { Link } from '@campus/router';
import type { CartItem } from '@campus/stores';
import { Gift } from 'lucide-react';
import { loyaltyMessage, loyaltyProgress } from '../domain/loyalty';

/** "N more bowls to a free bowl": counted from the bowls in the cart every render, never stored. */
export function LoyaltyProgress({ items }: { items: readonly CartItem[] }) {
  const progress = loyaltyProgress(items);
  const percent = (progress.towardNext / BOWLS_PER_FREE_BOWL) * 100;
  return (
    <div className="rounded-xl bg-primary-soft p-3 text-sm">
      <p className="flex items-start gap-2 font-semibold text-primary" data-testid="loyalty-line">
        <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{loyaltyMessage(progress)}</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-card" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-muted">
        Every {BOWLS_PER_FREE_BOWL} bowls earn 1 free bowl.{' '}
        <Link to={PATHS.loyalty} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
          How loyalty works
        </Link>
      </p>
    </div>
  );
}
