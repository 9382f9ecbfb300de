import { DietBadge, isDietKind } from '@campus/ui/diet-badge';

/** Catalogue badges as diet badges (word, icon, colour); unknown badges as plain words. */
export function OptionBadges({ badges }: { badges: readonly string[] }) {
  return (
    <>
      {badges.map((badge) => {
        const kind = badge.toLowerCase() === 'veg' ? 'vegetarian' : badge.toLowerCase();
        return isDietKind(kind) ? (
          <DietBadge key={badge} kind={kind} />
        ) : (
          <span key={badge} className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted">
            {badge}
          </span>
        );
      })}
    </>
  );
}
