import { useFavouritesActions, useIsFavourite } from '@campus/stores';
import { favouriteKey, type NewFavourite } from '@campus/stores/favourite-records';
import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { Heart } from 'lucide-react';
import { useState } from 'react';

/**
 * A heart: saves what the customer is looking at (with its choices) to their favourites, or takes it out again
 * (aria-pressed says which; the header's count changes too). What happened is said next to it (a status: read out,
 * and shown where there is room): saved, removed, or why it cannot be saved yet (a bowl without a protein).
 */
export function FavouriteButton({
  name,
  favourite,
  withText = false,
  className,
}: {
  name: string;
  favourite: NewFavourite | { refused: string };
  /** The word beside the heart and the status shown; otherwise an icon whose status is read out only. */
  withText?: boolean;
  className?: string;
}) {
  const key = 'recipe' in favourite ? favouriteKey(favourite.recipe) : null;
  const saved = useIsFavourite(key);
  const { favouriteToggled } = useFavouritesActions();
  const [status, setStatus] = useState('');
  const onClick = () => {
    if (!('recipe' in favourite)) {
      setStatus(`Not saved yet: ${favourite.refused}`);
      return;
    }
    setStatus(
      favouriteToggled(favourite) ? `${name} saved to your favourites.` : `${name} removed from your favourites.`,
    );
  };
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <button
        type="button"
        {...tap('favourite', key ?? name)}
        aria-pressed={saved}
        aria-label={withText ? undefined : `Favourite: ${name}`}
        onClick={onClick}
        className={cn(
          'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border text-sm font-semibold transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          saved
            ? 'border-danger bg-danger-soft text-danger'
            : 'border-border bg-card text-ink hover:border-border-strong',
          withText && 'px-4',
        )}
      >
        <Heart className={cn('h-5 w-5', saved && 'fill-current')} aria-hidden />
        {withText ? 'Favourite' : null}
      </button>
      <span role="status" className={withText ? 'text-sm text-muted' : 'sr-only'}>
        {status}
      </span>
    </span>
  );
}
