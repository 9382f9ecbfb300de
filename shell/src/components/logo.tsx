import { BRAND } from '@campus/catalogue/config';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';

export function Logo({ onNavigate, inHeader = false }: { onNavigate?: () => void; inHeader?: boolean }) {
  return (
    <Link
      to={PATHS.home}
      onClick={onNavigate}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg font-extrabold tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      {/* In the header on narrow phones the word steps down a size, and below 360 px only the mark shows (the name stays
          for screen readers), so the header keeps My diet, Favourites and the cart in reach. */}
      <span className={inHeader ? 'text-base max-[359px]:sr-only min-[400px]:text-lg' : 'text-lg'}>{BRAND.name}</span>
    </Link>
  );
}
