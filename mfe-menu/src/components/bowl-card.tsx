import { formatCents } from '@campus/catalogue/money';
import type { Bowl } from '@campus/catalogue/types';
import { ConflictNote, FavouriteButton } from '@campus/profile';
import type { Conflict } from '@campus/profile/fits';
import { Link } from '@campus/router';
import { cardClasses } from '@campus/ui/card';
import { DietBadge } from '@campus/ui/diet-badge';
import { DeferHydration } from '@campus/ui/hydration';
import { Reveal } from '@campus/ui/reveal';
import { SmartImage } from '@campus/ui/smart-image';
import { Flame } from 'lucide-react';
import type * as React from 'react';
import { memo } from 'react';
import { bowlFavourite, kitchenChoice } from '../domain/bowl-line';
import { AllergenText } from './allergen-text';

/*
 * A card's picture, words and figures never change once drawn: left as the server's HTML until the page is live and
 * idle (@campus/ui/hydration), so a country's cards cost little to hydrate — after the first screen, or at once when
 * tapped. `memo`: a list drawn again (the diet filter) leaves them as they are meanwhile, instead of drawing them anew.
 */
const CardPicture = memo(function CardPicture({ bowl }: { bowl: Bowl }) {
  return (
    <DeferHydration>
      <SmartImage src={bowl.cover} alt={bowl.name} width={400} height={300} />
    </DeferHydration>
  );
});

const CardWords = memo(function CardWords({ bowl, to }: { bowl: Bowl; to: string }) {
  return (
    <DeferHydration>
      <div className="flex flex-wrap gap-1.5">
        {bowl.diet.map((d) => (
          <DietBadge key={d} kind={d} />
        ))}
      </div>
      <h3 className="text-lg font-semibold text-ink group-hover:text-primary">
        <Link to={to} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
          {bowl.name}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted">{bowl.description}</p>
      <AllergenText allergens={bowl.allergens} />
    </DeferHydration>
  );
});

const CardFigures = memo(function CardFigures({ bowl }: { bowl: Bowl }) {
  return (
    <DeferHydration>
      <div className="mt-auto flex items-center justify-between pt-2">
        <span className="inline-flex items-center gap-1 text-sm text-muted">
          <Flame className="h-4 w-4" aria-hidden />
          {bowl.nutrition.kcal} kcal
        </span>
        <span className="text-lg font-bold text-accent tabular-nums">{formatCents(bowl.basePriceCents)}</span>
      </div>
    </DeferHydration>
  );
});

/**
 * A bowl on the menu: picture, diet, allergens, calories and price. The name is the link; its box stretches over the
 * whole card, so a tap anywhere opens the bowl while the link's name stays just the bowl's name. The heart (above the
 * link's box) saves the bowl as the kitchen makes it, as the bowl page's heart does before anything is changed.
 */
export function BowlCard({
  bowl,
  to,
  index = 0,
  conflicts = [],
}: {
  bowl: Bowl;
  to: string;
  index?: number;
  /** Why it does not fit the customer's profile (shown marked, with the reason). */
  conflicts?: readonly Conflict[];
}) {
  return (
    <Reveal index={index} className="h-full">
      <article
        className={cardClasses(
          'group relative flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
        )}
      >
        <CardPicture bowl={bowl} />
        <FavouriteButton
          name={bowl.name}
          favourite={bowlFavourite(bowl, kitchenChoice(bowl))}
          className="absolute top-3 right-3 z-10"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <CardWords bowl={bowl} to={to} />
          <ConflictNote conflicts={conflicts} />
          <CardFigures bowl={bowl} />
        </div>
      </article>
    </Reveal>
  );
}

/** Bowls in a responsive grid, revealed one after another (80 ms stagger). */
export function BowlGrid({
  bowls,
  href,
  single = false,
  extra,
  startIndex = 0,
  conflictsOf,
}: {
  bowls: readonly Bowl[];
  href: (bowl: Bowl) => string;
  /** One column (inside a narrow country column). */
  single?: boolean;
  /** A last tile after the bowls (e.g. other countries). */
  extra?: React.ReactNode;
  /** Reveal order continues across grids on one page (80 ms per card). */
  startIndex?: number;
  /** Why a bowl does not fit the customer's profile, when the list marks instead of hiding. */
  conflictsOf?: (bowl: Bowl) => readonly Conflict[];
}) {
  return (
    <ul className={single ? 'grid flex-1 gap-5' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'}>
      {bowls.map((bowl, i) => (
        <li key={bowl.id}>
          <BowlCard bowl={bowl} to={href(bowl)} index={startIndex + i} conflicts={conflictsOf?.(bowl)} />
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ul>
  );
}
