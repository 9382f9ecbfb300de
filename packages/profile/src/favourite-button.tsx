import { toast } from '@campus/cart';
import { PATHS } from '@campus/catalogue/paths';
import { useNavigate } from '@campus/router';
import { cn } from '@campus/ui/cn';
import { Heart } from 'lucide-react';
import { favouriteKey, type NewFavourite } from './favourites';
import { useFavouritesActions, useIsFavourite } from './favourites-store';

/**
 * A heart: saves what the customer is looking at (with its choices) to their favourites, or takes it out again
 * (aria-pressed says which). When it cannot be saved yet (a bowl without a protein), `favourite` is the reason, said
 * in a toast. As an icon on cards; with its words where there is room.
 */
export function FavouriteButton({
  name,
  favourite,
  withText = false,
  className,
}: {
  name: string;
  favourite: NewFavourite | { refused: string };
  withText?: boolean;
  className?: string;
}) {
  const key = 'recipe' in favourite ? favouriteKey(favourite.recipe) : null;
  const saved = useIsFavourite(key);
  const { favouriteToggled } = useFavouritesActions();
  const navigate = useNavigate();
  const onClick = () => {
    if (!('recipe' in favourite)) {
      toast({ title: "Can't save it yet", description: favourite.refused, variant: 'destructive' });
      return;
    }
    const nowSaved = favouriteToggled(favourite);
    toast(
      nowSaved
        ? {
            title: 'Saved to favourites',
            description: `${name} is in your favourites, ready to order again in one tap.`,
            variant: 'success',
            action: { label: 'View favourites', onClick: () => navigate(PATHS.favourites) },
          }
        : { title: 'Removed from favourites', description: `${name} is no longer in your favourites.` },
    );
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withText ? undefined : `Favourite: ${name}`}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border text-sm font-semibold transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        saved
          ? 'border-danger bg-danger-soft text-danger'
          : 'border-border bg-card text-ink hover:border-border-strong',
        withText && 'px-4',
        className,
      )}
    >
      <Heart className={cn('h-5 w-5', saved && 'fill-current')} aria-hidden />
      {withText ? 'Favourite' : null}
    </button>
  );
}
