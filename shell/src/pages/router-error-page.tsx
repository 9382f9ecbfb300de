import { PATHS } from '@campus/catalogue/paths';
import { buttonClasses } from '@campus/ui/button';
import { StatusState } from '@campus/ui/status-state';
import { TriangleAlert } from 'lucide-react';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/** SPEC §8: an unhandled error while showing a page shows a page titled 'Unexpected Application Error!'. */
export function RouterErrorPage({ error }: { error: unknown }) {
  return (
    <StatusState
      icon={<TriangleAlert className="h-12 w-12 text-danger" />}
      title="Unexpected Application Error!"
      actions={
        <>
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href={PATHS.home} className={buttonClasses('outline')}>
            Return to Home
          </a>
        </>
      }
    >
      <p>Sorry — this page hit a problem. Your cart is saved.</p>
      <p className="mt-2 text-sm">
        <code className="break-all">{describe(error)}</code>
      </p>
    </StatusState>
  );
}
