import { useLocation } from '@campus/router';
import { NotFoundPage } from '@campus/ui/not-found-page';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { RemoteEntry } from '../remotes/manifest';
import { remoteForPath } from '../remotes/manifest';
import { loadManifest, useManifest } from '../remotes/manifest-store';
import { forgetRemote, loadRemoteRoutes } from '../remotes/remote-loader';
import { SliceLoading, SliceUnavailable } from './slice-states';

function RemoteSlice({ remote }: { remote: RemoteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };

  // A fresh lazy component per attempt: a failed load becomes the Retry screen (not the router's error page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reason to make a new one
  const Routes = useMemo(
    () =>
      lazy(() =>
        loadRemoteRoutes(remote).then(
          ({ default: RemoteRoutes, release }) => ({
            // The remote's own stylesheet applies inside this container only (see scopeUtilitiesToRemote).
            default: ({ notFound }: { notFound: ReactNode }) => (
              <div data-remote={remote.name} data-release={release} className="contents">
                <RemoteRoutes notFound={notFound} />
              </div>
            ),
          }),
          (error: unknown) => {
            console.warn(`[shell] remote ${remote.name} is unavailable`, error);
            return { default: () => <SliceUnavailable onRetry={retry} /> };
          },
        ),
      ),
    [remote, attempt],
  );

  return (
    <Suspense fallback={<SliceLoading onRetry={retry} />}>
      <Routes notFound={<NotFoundPage />} />
    </Suspense>
  );
}

/** Renders whichever remote owns the current path, as the manifest says; paths nobody owns are the 404. */
export function RemoteOutlet() {
  const manifest = useManifest();
  const { pathname } = useLocation();

  if (manifest.status === 'loading') return <SliceLoading />;
  if (manifest.status === 'error')
    return <SliceUnavailable onRetry={() => void loadManifest()} detail={manifest.message} />;

  const remote = remoteForPath(manifest.remotes, pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteSlice key={remote.name} remote={remote} />;
}
