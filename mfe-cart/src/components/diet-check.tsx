import { lineFacts } from '@campus/profile/catalogue-facts';
import { conflicts, conflictsText, isBreach, isProfileActive, profileSummary } from '@campus/profile/fits';
import type { CartItem } from '@campus/stores';
import { useProfile } from '@campus/stores';
import { lineName } from '@campus/stores/cart-text';
import { CircleAlert, CircleCheck } from 'lucide-react';

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** "1 item doesn’t fit your diet", "2 items don’t fit your diet, 1 we can’t check", "1 item we can’t check". */
export function dietCheckTitle(breaking: number, unknown: number): string {
  const cantCheck = 'we can’t check against your diet';
  if (breaking === 0) return `${items(unknown)} ${cantCheck}`;
  const head = `${items(breaking)} ${breaking === 1 ? 'doesn’t' : 'don’t'} fit your diet`;
  return unknown ? `${head}, ${unknown} ${cantCheck}` : head;
}

/**
 * The cart as the last safety net: at the top, before Proceed to Checkout, every line that conflicts with the
 * customer's diet profile or that we cannot check, each with the reasons in the same words as its line — or that
 * everything fits. Nothing when no profile is set.
 */
export function DietCheck({ items: lines }: { items: readonly CartItem[] }) {
  const profile = useProfile();
  if (!isProfileActive(profile)) return null;
  const flagged = lines.flatMap((line) => {
    const found = conflicts(lineFacts(line), profile);
    return found.length ? [{ line, breach: found.some(isBreach), reasons: conflictsText(found) }] : [];
  });
  if (flagged.length === 0) {
    return (
      <p className="mt-4 flex items-start gap-2 rounded-card border border-success-border bg-primary-soft p-3 text-sm font-medium text-primary">
        <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        Everything in your cart fits your diet ({profileSummary(profile)}).
      </p>
    );
  }
  const breaking = flagged.filter((f) => f.breach).length;
  return (
    <section
      aria-labelledby="diet-check-title"
      className="mt-4 rounded-card border-2 border-danger bg-danger-soft p-4"
      data-testid="diet-check"
    >
      <h2 id="diet-check-title" className="flex items-center gap-2 font-semibold text-danger">
        <CircleAlert className="h-5 w-5 shrink-0" aria-hidden />
        {dietCheckTitle(breaking, flagged.length - breaking)}
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
