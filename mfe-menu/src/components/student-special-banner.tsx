import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { BOWL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { GraduationCap } from 'lucide-react';

/**
 * The Student Special banner (SPEC §2): every signature bowl at the student price, with a button to `to` (by default
 * Build Your Own), or none (`cta={null}`) where the page already offers it. On a phone it is one short block.
 */
export function StudentSpecialBanner({
  to = PATHS.buildYourOwn,
  cta = 'Build Your Own',
}: {
  to?: string;
  cta?: string | null;
}) {
  return (
    <aside
      aria-label="Student Special"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card bg-primary p-4 text-primary-foreground shadow-card sm:flex-nowrap sm:p-6"
    >
      <GraduationCap className="h-8 w-8 shrink-0 sm:h-10 sm:w-10" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Student Special</p>
        <p className="mt-0.5 text-lg leading-snug font-bold sm:mt-1 sm:text-2xl">
          Any signature bowl for <span className="tabular-nums">{formatCents(BOWL_PRICE_CENTS)}</span>
        </p>
        <p className="mt-1 hidden text-sm opacity-90 sm:block">
          Halal-certified, made fresh daily, ready in a locker near your class.
        </p>
      </div>
      {cta ? (
        <Link
          to={to}
          className={buttonClasses('outline', 'md', 'w-full shrink-0 border-transparent text-primary sm:w-auto')}
        >
          {cta}
        </Link>
      ) : null}
    </aside>
  );
}
