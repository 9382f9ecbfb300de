import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { ArrowLeft } from 'lucide-react';

/** The back arrow of a plan page: returns to /meal-plans. */
export function BackLink({ to = PATHS.mealPlans, label = 'Back to Meal Plans' }: { to?: string; label?: string }) {
  return (
    <Link
      to={to}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-muted hover:text-primary focus-visible:outline-3 focus-visible:outline-focus"
    >
      <ArrowLeft className="h-5 w-5" aria-hidden />
      {label}
    </Link>
  );
}
