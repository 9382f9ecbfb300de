import type { CartItem } from '@campus/cart';
import { useProfile } from '@campus/cart';
import { lineFacts } from '@campus/profile/catalogue-facts';
import { conflicts, conflictsText, isProfileActive, profileSummary } from '@campus/profile/fits';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { lineName } from '../domain/line-text';

/**
 * The cart as the last safety net: at the top, before Proceed to Checkout, every line that conflicts with the
 * customer's diet profile, each with the reason in words — or that everything fits. Nothing when no profile is set.
 */
export function DietCheck({ items }: { items: readonly CartItem[] }) {
  const profile = useProfile();
  if (!isProfileActive(profile)) return null;
  const flagged = items.flatMap((line) => {
    const found = conflicts(lineFacts(line), profile);
    return found.length ? [{ line, reasons: conflictsText(found) }] : [];
  });
  if (flagged.length === 0) {
    return (
      <p className="mt-4 flex items-start gap-2 rounded-card border border-success-border bg-primary-soft p-3 text-sm font-medium text-primary">
        <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        Everything in your cart fits your diet ({profileSummary(profile)}).
      </p>
    );
  }
  return (
    <section
      aria-labelledby="diet-check-title"
      className="mt-4 rounded-card border-2 border-danger bg-danger-soft p-4"
      data-testid="diet-check"
    >
      <h2 id="diet-check-title" className="flex items-center gap-2 font-semibold text-danger">
        <CircleAlert className="h-5 w-5 shrink-0" aria-hidden />
        {flagged.length === 1 ? '1 item doesn’t fit your diet' : `${flagged.length} items don’t fit your diet`}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {flagged.map(({ line, reasons }) => (
          <li key={line.id}>
            <strong>{lineName(line)}</strong>: {reasons}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">
        Remove them below, or keep them if they are for someone else. Your profile: {profileSummary(profile)}.
      </p>
    </section>
  );
}
