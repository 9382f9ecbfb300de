import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { Clock } from 'lucide-react';
import { cancellationTerms } from '../domain/policy';

/** SPEC §9 cancellation terms, next to the total, with the full refund policy one tap away. */
export function CancellationTerms() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        {cancellationTerms()}{' '}
        <Link to={PATHS.refunds} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
          Refund policy
        </Link>
      </span>
    </p>
  );
}
