import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { ChefHat } from 'lucide-react';

/** SPEC §8: a country without bowls shows 'More bowls coming soon' with a Build Custom Bowl button. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-border-strong bg-card px-4 py-12 text-center">
      <ChefHat className="h-12 w-12 text-primary" aria-hidden />
      <h2 className="mt-3 text-2xl font-bold text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-muted">Our chefs are working on it. Until then, make it your way.</p>
      <Link to={PATHS.buildYourOwn} className={buttonClasses('primary', 'md', 'mt-6')}>
        Build Custom Bowl
      </Link>
    </div>
  );
}
