import type { Country } from '@campus/catalogue/types';
import { CountryFlag } from '@campus/ui/country-flag';

/** The flag (as a picture with the country's name) and the country's name as a heading. */
export function CountryHeading({
  country,
  as: Tag = 'h2',
  suffix = '',
  id,
}: {
  country: Country;
  as?: 'h1' | 'h2';
  suffix?: string;
  id?: string;
}) {
  return (
    <Tag
      id={id}
      className={
        Tag === 'h1'
          ? 'flex items-center gap-3 text-title font-bold text-ink sm:text-4xl'
          : 'flex items-center gap-2 text-2xl font-bold text-ink'
      }
    >
      <CountryFlag countryId={country.id} emoji={country.flag} name={country.name} decorative />
      <span>
        {country.name}
        {suffix}
      </span>
    </Tag>
  );
}
