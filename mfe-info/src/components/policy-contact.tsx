import { CONTACT } from '@campus/catalogue/config';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { Card } from '@campus/ui/card';

const linkClass =
  'font-semibold text-primary underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-focus';

/** The side card of every legal page: who to ask, and the other two policies. */
export function PolicyContact() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink">Questions?</h2>
      <p className="mt-2 text-sm text-muted">
        E-mail{' '}
        <a href={`mailto:${CONTACT.email}`} className={`${linkClass} break-all`}>
          {CONTACT.email}
        </a>
        . Support hours: {CONTACT.hours}.
      </p>
      <h2 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">Our policies</h2>
      <ul className="mt-2 space-y-1 text-sm">
        <li>
          <Link to={PATHS.privacyPolicy} className={linkClass}>
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link to={PATHS.termsOfService} className={linkClass}>
            Terms of Service
          </Link>
        </li>
        <li>
          <Link to={PATHS.refunds} className={linkClass}>
            Refunds & Cancellations
          </Link>
        </li>
      </ul>
    </Card>
  );
}
