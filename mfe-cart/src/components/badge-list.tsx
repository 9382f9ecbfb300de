import { humanize } from '@campus/stores/cart-text';
import { DietBadge, isDietKind } from '@campus/ui/diet-badge';

const ALIASES: Record<string, string> = { veg: 'vegetarian', veggie: 'vegetarian' };

/** Diet tags and badges (HALAL, VEG …) as the site's badges: a word, an icon and a colour. */
export function BadgeList({ badges }: { badges: readonly string[] }) {
  const unique = [...new Set(badges.map((b) => b.trim().toLowerCase()).filter(Boolean))];
  if (unique.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Badges">
      {unique.map((raw) => {
        const kind = ALIASES[raw] ?? raw;
        return (
          <li key={raw}>
            {isDietKind(kind) ? (
              <DietBadge kind={kind} />
            ) : (
              <span className="inline-flex rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-border">
                {humanize(raw)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
