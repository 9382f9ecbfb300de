import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { BOWL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { GraduationCap } from 'lucide-react';

/** The Student Special banner (SPEC §2): every signature bowl at the student price. */
export function StudentSpecialBanner({
  to = PATHS.buildYourOwn,
  cta = 'Build Your Own',
}: {
  to?: string;
  cta?: string;
}) {
  return (
    <aside
      aria-label="Student Special"
      className="flex flex-col gap-4 rounded-card bg-primary p-5 text-primary-foreground shadow-card sm:flex-row sm:items-center sm:p-6"
    >
      <GraduationCap className="hidden h-10 w-10 shrink-0 sm:block" aria-hidden />
      <div className="flex-1">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Student Special</p>
        <p className="mt-1 text-xl font-bold sm:text-2xl">
          Any signature bowl for <span className="tabular-nums">{formatCents(BOWL_PRICE_CENTS)}</span>
        </p>
        <p className="mt-1 text-sm opacity-90">Halal-certified, made fresh daily, ready in a locker near your class.</p>
      </div>
      <Link to={to} className={buttonClasses('outline', 'md', 'shrink-0 border-transparent text-primary')}>
        {cta}
      </Link>
    </aside>
  );
}
