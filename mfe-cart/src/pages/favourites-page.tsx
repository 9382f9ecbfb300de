import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { ConflictNote, useProfileCheck } from '@campus/profile';
import { type Favourite, favouriteTitle, resolveFavourite } from '@campus/profile/favourites';
import { conflicts } from '@campus/profile/fits';
import { useNavigate } from '@campus/router';
import { type CartItem, toast, useCartActions, useFavourites, useFavouritesActions, useProfile } from '@campus/stores';
import type { NewCartItem } from '@campus/stores/cart-rules';
import { unitPriceCents } from '@campus/stores/cart-rules';
import { Button } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { Container, PageTitle } from '@campus/ui/container';
import { useInBrowser } from '@campus/ui/server-drawn';
import { StatusState } from '@campus/ui/status-state';
import { tap } from '@campus/ui/tap';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { BrowseActions } from '../components/empty-cart';
import { KIND_LABEL, LineDetails } from '../components/line-details';
import { LineImage } from '../components/line-image';

/** A saved line drawn like a cart line (the cart's own details and picture). */
const asLine = (favourite: Favourite): CartItem =>
  ({ ...favourite.line, id: `cart-${favourite.key}`, quantity: 1 }) as CartItem;

/**
 * /favourites: what the customer saved — bowls with their choices, sandwiches, custom bowls, plan bundles — each at
 * today's price, one tap back into the cart with the same choices. Something the menu no longer has is shown as
 * unavailable (and can be removed); nothing here can break the page.
 */
export function FavouritesPage() {
  useDocumentTitle('Your Favourites');
  const favourites = useFavourites();
  const { favouriteRemoved } = useFavouritesActions();
  const { bowlAdded, customBowlAdded, sandwichAdded, mealPlanAdded } = useCartActions();
  const profile = useProfile();
  const navigate = useNavigate();
  const { check, dialog } = useProfileCheck('favourite-check');

  // Favourites live in this browser: the server draws the frame only.
  if (!useInBrowser()) return <FavouritesReading />;
  if (favourites.length === 0) return <NoFavourites />;

  const add = (entry: NewCartItem, name: string, priceCents: number) => {
    switch (entry.type) {
      case 'bowl':
        bowlAdded(entry.item);
        break;
      case 'custom_bowl':
        customBowlAdded(entry.item);
        break;
      case 'sandwich':
        sandwichAdded(entry.item);
        break;
      case 'meal_plan':
        mealPlanAdded(entry.item);
        break;
    }
    toast({
      title: 'Added to cart',
      description: `${name} — ${formatCents(priceCents)}`,
      variant: 'success',
      action: { label: 'View cart', onClick: () => navigate(PATHS.cart) },
    });
  };

  return (
    <Container className="py-8 sm:py-12">
      <PageTitle>Your Favourites</PageTitle>
      <p className="mt-1 text-muted">
        Saved with your choices, at today’s prices. One tap puts any of them back in your cart.
      </p>
      <ul className="mt-6 grid gap-4 lg:grid-cols-2">
        {favourites.map((favourite) => {
          const resolved = resolveFavourite(favourite);
          const name = favouriteTitle(favourite);
          const line = asLine(favourite);
          const headingId = `favourite-${favourite.key.replace(/[^a-z0-9-]/gi, '-')}`;
          const notForYou = resolved.available ? conflicts(resolved.facts, profile) : [];
          const savedPrice = unitPriceCents(line);
          return (
            <li key={favourite.key}>
              <article aria-labelledby={headingId} className={cardClasses('flex h-full flex-col p-4 sm:p-5')}>
                <div className="flex gap-3 pb-4 sm:gap-4">
                  <LineImage line={line} />
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                      {KIND_LABEL[line.type]}
                    </p>
                    <h2 id={headingId} className="text-lg leading-snug font-bold break-words text-ink">
                      {name}
                    </h2>
                    {resolved.available ? (
                      <p className="mt-0.5">
                        <span className="text-lg font-bold text-accent tabular-nums">
                          <span className="sr-only">Today’s price </span>
                          {formatCents(resolved.priceCents)}
                        </span>
                        {resolved.priceCents !== savedPrice ? (
                          <span className="ml-2 text-sm text-muted">was {formatCents(savedPrice)} when saved</span>
                        ) : null}
                      </p>
                    ) : (
                      <p className="mt-1 text-sm font-semibold text-danger">{resolved.reason}: it can’t be ordered.</p>
                    )}
                    {/* Today's facts of what was saved (its nutrition follows its choices), else as saved. */}
                    <LineDetails
                      line={resolved.available ? ({ ...resolved.entry, id: line.id, quantity: 1 } as CartItem) : line}
                    />
                    <ConflictNote conflicts={notForYou} className="mt-2" />
                  </div>
                </div>
                <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-danger transition-colors hover:bg-danger-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                    aria-label={`Remove ${name} from favourites`}
                    onClick={() => favouriteRemoved(favourite.key)}
                    {...tap('remove-favourite', favourite.key)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                    Remove
                  </button>
                  {resolved.available ? (
                    <Button
                      onClick={() => check(name, notForYou, () => add(resolved.entry, name, resolved.priceCents))}
                      {...tap('add-to-cart', favourite.key)}
                    >
                      <ShoppingBag className="h-4 w-4" aria-hidden />
                      Add to Cart <span className="sr-only">for {name}</span>
                    </Button>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {dialog}
    </Container>
  );
}

function NoFavourites() {
  return (
    <StatusState icon={<Heart className="h-14 w-14" />} title="No favourites yet" actions={<BrowseActions />}>
      <p>
        Tap the heart on a bowl, a sandwich, your finished custom bowl or a meal plan bundle, and it waits here with its
        choices, ready to order again in one tap.
      </p>
    </StatusState>
  );
}

/** Before the browser has read the favourites: the title and a quiet placeholder. */
function FavouritesReading() {
  return (
    <Container className="py-8 sm:py-12" aria-busy="true">
      <PageTitle>Your Favourites</PageTitle>
      <p className="mt-1 text-muted">
        Your favourites are kept in this browser; they appear as soon as the page has loaded.
      </p>
      <div className="mt-6 min-h-64 animate-pulse rounded-card bg-border/50" aria-hidden />
    </Container>
  );
}
