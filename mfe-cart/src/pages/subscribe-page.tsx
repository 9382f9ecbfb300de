import { PATHS } from '@campus/catalogue/paths';
import { Link, useSearchParams } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { StatusState } from '@campus/ui/status-state';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { CalendarClock } from 'lucide-react';
import { shownQueryValue } from '../domain/policy';

/** SPEC §2: subscriptions are a placeholder. `?add=` comes from anyone's link: it is shown as text and used nowhere else. */
export function SubscribePage() {
  useDocumentTitle('Subscriptions');
  const [params] = useSearchParams();
  const add = shownQueryValue(params.get('add'));
  return (
    <StatusState
      icon={<CalendarClock className="h-12 w-12" />}
      title="Subscription management coming soon!"
      actions={
        <>
          <Link to={PATHS.mealPlans} className={buttonClasses('primary', 'lg')}>
            See Meal Plans
          </Link>
          <Link to={PATHS.cart} className={buttonClasses('outline', 'lg')}>
            Go to Cart
          </Link>
        </>
      }
    >
      {add ? (
        <p data-testid="subscribe-add">
          You asked to add <strong className="text-ink wrap-anywhere">“{add}”</strong> to a subscription. Subscriptions
          aren't open yet, so nothing was added.
        </p>
      ) : null}
      <p className={add ? 'mt-2' : undefined}>Until then, a meal plan bundle gives you daily meals at a set price.</p>
    </StatusState>
  );
}
