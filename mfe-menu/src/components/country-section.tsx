import type { Bowl, Country } from '@campus/catalogue/types';
import type { Conflict } from '@campus/profile/fits';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { HydrationBoundary } from '@campus/ui/hydration';
import { ArrowRight } from 'lucide-react';
import { BowlGrid } from './bowl-card';
import { CountryHeading } from './country-heading';

export const MAX_BOWLS_PER_COUNTRY = 3;

export interface CountryGroup {
  country: Country;
  bowls: readonly Bowl[];
}

/** One country on a list page: heading, description, up to 3 bowls and View All. */
export function CountrySection({
  country,
  bowls,
  viewAllTo,
  bowlHref,
  compact = false,
  startIndex = 0,
  conflictsOf,
}: CountryGroup & {
  viewAllTo: string;
  bowlHref: (bowl: Bowl) => string;
  compact?: boolean;
  startIndex?: number;
  conflictsOf?: (bowl: Bowl) => readonly Conflict[];
}) {
  const viewAll = (
    <Link to={viewAllTo} className={buttonClasses('outline', 'sm', 'shrink-0')}>
      View All <span className="sr-only">{country.name} bowls</span>
      <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  );
  const grid = (
    <BowlGrid
      bowls={bowls.slice(0, MAX_BOWLS_PER_COUNTRY)}
      href={bowlHref}
      single={compact}
      startIndex={startIndex}
      conflictsOf={conflictsOf}
    />
  );
  if (compact) {
    // Four rows shared with the neighbouring countries (subgrid), so headings, texts and cards line up.
    return (
      <section aria-labelledby={`country-${country.id}`} className="row-span-4 grid grid-rows-subgrid gap-y-3">
        <CountryHeading country={country} id={`country-${country.id}`} />
        <p className="text-sm text-muted">{country.description}</p>
        {grid}
        <div className="flex justify-end">{viewAll}</div>
      </section>
    );
  }
  return (
    <section aria-labelledby={`country-${country.id}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <CountryHeading country={country} id={`country-${country.id}`} />
          <p className="mt-1 text-muted">{country.description}</p>
        </div>
        {viewAll}
      </div>
      {grid}
    </section>
  );
}

/**
 * The countries of a list page. While no country shows more than one bowl, they sit side by side (a row of four on a
 * desktop) instead of four long, mostly empty rows; with more bowls each country gets its own full-width row.
 * Below the page's first screen, each country is hydrated on its own after it (@campus/ui/hydration): the filter
 * above answers first, and a tap on a card makes React hydrate that country alone before answering.
 */
export function CountryList({
  groups,
  viewAllTo,
  bowlHref,
  conflictsOf,
}: {
  groups: readonly CountryGroup[];
  viewAllTo: (country: Country) => string;
  bowlHref: (bowl: Bowl, country: Country) => string;
  conflictsOf?: (bowl: Bowl) => readonly Conflict[];
}) {
  const compact = groups.every((g) => g.bowls.length <= 1);
  return (
    <div className={compact ? 'grid gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-4' : 'space-y-12'}>
      {groups.map(({ country, bowls }, i) => (
        <HydrationBoundary key={country.id}>
          <CountrySection
            startIndex={groups.slice(0, i).reduce((n, g) => n + Math.min(g.bowls.length, MAX_BOWLS_PER_COUNTRY), 0)}
            country={country}
            bowls={bowls}
            viewAllTo={viewAllTo(country)}
            bowlHref={(b) => bowlHref(b, country)}
            compact={compact}
            conflictsOf={conflictsOf}
          />
        </HydrationBoundary>
      ))}
    </div>
  );
}
