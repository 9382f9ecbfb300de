import { COUNTRIES } from '@campus/catalogue/countries';
import { formatCents } from '@campus/catalogue/money';
import { BOWL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { CountryFlag } from '@campus/ui/country-flag';
import { ArrowRight, Globe2 } from 'lucide-react';

/** Beside a short list of bowls: the other countries, one tap away. */
export function OtherCountriesTile({ currentId, href }: { currentId: string; href: (countryId: string) => string }) {
  const others = COUNTRIES.filter((c) => c.id !== currentId);
  return (
    <section
      aria-labelledby="other-countries"
      className="flex h-full flex-col rounded-card border border-dashed border-border-strong bg-card/60 p-5"
    >
      <Globe2 className="h-8 w-8 text-primary" aria-hidden />
      <h3 id="other-countries" className="mt-2 text-lg font-semibold text-ink">
        Hungry for more?
      </h3>
      <p className="mt-1 text-sm text-muted">
        Every signature bowl is {formatCents(BOWL_PRICE_CENTS)}. Try another country:
      </p>
      <ul className="mt-4 space-y-2">
        {others.map((c) => (
          <li key={c.id}>
            <Link
              to={href(c.id)}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-card px-3 font-medium text-ink hover:border-primary hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <CountryFlag countryId={c.id} emoji={c.flag} name={c.name} decorative className="h-4" />
              <span className="flex-1">{c.name}</span>
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
