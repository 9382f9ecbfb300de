import { PATHS, pathTo } from '@campus/catalogue/paths';
import type { Bowl, Country } from '@campus/catalogue/types';
import { Link } from '@campus/router';
import { useProfileActions } from '@campus/stores';
import { Container } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { filterSummary } from '../domain/menu-filter';
import { useProfileView } from '../hooks/use-profile-view';
import { BowlGrid } from './bowl-card';
import { ComingSoon } from './coming-soon';
import { CountryHeading } from './country-heading';
import { HowItWorks } from './how-it-works';
import { MenuFilterBar } from './menu-filter-bar';
import { NoMatch } from './no-match';
import { OtherCountriesTile } from './other-countries-tile';
import { StudentSpecialBanner } from './student-special-banner';

/** One country's bowls (/menu/country/{id} and /bowls-by-country/{id}). */
export function CountryView({
  country,
  back,
  countryHref,
  emptyTitle,
  withExtras,
}: {
  country: Country;
  back: { to: string; label: string };
  /** Where other countries' pages live: /menu/country or /bowls-by-country. */
  /** The address of another country's page. */
  countryHref: (countryId: string) => string;
  emptyTitle: string;
  /** The menu's country page adds the banner and How It Works. */
  withExtras: boolean;
}) {
  useDocumentTitle(`${country.name} Bowls`);
  const view = useProfileView();
  const { profileCleared } = useProfileActions();
  const shown = view.shown(country.bowls);
  const href = (b: Bowl) => `${pathTo(PATHS.bowl, { bowlId: b.id })}?country=${country.id}`;
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <div>
        <Link
          to={back.to}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-primary hover:underline focus-visible:outline-3 focus-visible:outline-focus"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {back.label}
        </Link>
        <div className="mt-3">
          <CountryHeading country={country} as="h1" suffix=" Bowls" />
          <p className="mt-2 max-w-2xl text-lg text-muted">{country.description}</p>
        </div>
      </div>
      {withExtras ? <StudentSpecialBanner /> : null}
      {country.bowls.length === 0 ? (
        <ComingSoon title={emptyTitle} />
      ) : (
        <section aria-labelledby="country-bowls" className="space-y-5">
          <h2 id="country-bowls" className="sr-only">
            {country.name} bowls
          </h2>
          <MenuFilterBar summary={filterSummary(view.fitting(country.bowls), country.bowls.length, view.display)} />
          {shown.length ? (
            <BowlGrid
              bowls={shown}
              href={href}
              conflictsOf={view.conflictsOf}
              extra={shown.length < 3 ? <OtherCountriesTile currentId={country.id} href={countryHref} /> : null}
            />
          ) : (
            <NoMatch onClear={profileCleared} />
          )}
        </section>
      )}
      {withExtras ? <HowItWorks /> : null}
    </Container>
  );
}
