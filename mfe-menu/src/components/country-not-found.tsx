import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { useNotFoundStatus } from '@campus/ui/page-status';
import { StatusState } from '@campus/ui/status-state';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { MapPinOff } from 'lucide-react';

/** SPEC §8: unknown country → 'Country Not Found' with Back to Menu (or Back to Countries). */
export function CountryNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  useDocumentTitle('Country Not Found');
  useNotFoundStatus();
  return (
    <StatusState
      icon={<MapPinOff className="h-12 w-12" />}
      title="Country Not Found"
      actions={
        <Link to={backTo} className={buttonClasses('primary')}>
          {backLabel}
        </Link>
      }
    >
      <p>We don't have bowls from that place on the menu (yet). Have a look at the countries we serve.</p>
    </StatusState>
  );
}
