import { useLocation } from '@campus/router';
import { type ReactNode, useEffect, useRef } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { RouterErrorPage } from '../pages/router-error-page';
import { reportView } from './beacon';
import { Layout } from './layout';
import { navigatedInPage } from './service-worker';

/**
 * The shell owns no page paths of its own: every path goes to `outlet`, which renders the slice that owns it (each
 * slice declares its own `<Routes>` inside). Adding a route inside a remote needs no shell change.
 * A page that throws shows the error page inside the layout, until the visitor goes elsewhere; if the layout itself
 * throws, the error page stands alone.
 */
export function App({ outlet }: { outlet: ReactNode }) {
  const { pathname } = useLocation();
  // The page moved on in the browser: a remote release published meanwhile is loaded (service-worker.ts).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    navigatedInPage();
    reportView(pathname);
  }, [pathname]);
  return (
    <ErrorBoundary fallback={(error) => <RouterErrorPage error={error} />}>
      <Layout>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouterErrorPage error={error} />}>
          {outlet}
        </ErrorBoundary>
      </Layout>
    </ErrorBoundary>
  );
}
