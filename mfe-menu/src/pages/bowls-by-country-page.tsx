import { COUNTRIES } from '@campus/catalogue/countries';
import { formatCents } from '@campus/catalogue/money';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { BOWL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Container, PageTitle } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { ProfileFilteredCountries } from '../components/profile-filtered-countries';
import { StudentSpecialBanner } from '../components/student-special-banner';

/** /bowls-by-country: each country with its first 3 bowls and View All. */
export function BowlsByCountryPage() {
  useDocumentTitle('Bowls by Country');
  return (
    <Container className="space-y-10 py-8 sm:py-10">
      <header>
        <PageTitle>Bowls by Country</PageTitle>
        <p className="mt-2 max-w-2xl text-lg text-muted">
          Travel the world one bowl at a time. Every bowl is {formatCents(BOWL_PRICE_CENTS)} for students.
        </p>
      </header>
      <StudentSpecialBanner to={PATHS.buildYourOwn} cta="Build Your Own" />
      <ProfileFilteredCountries
        countries={COUNTRIES}
        viewAllTo={(c) => pathTo(PATHS.countryBowls, { countryId: c.id })}
        bowlHref={(b, c) => `${pathTo(PATHS.bowl, { bowlId: b.id })}?country=${c.id}`}
      />
    </Container>
  );
}
