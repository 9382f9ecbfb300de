import { useLocation } from '@campus/router';
import { NotFoundPage } from '@campus/shared/ui/not-found-page';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import manifest from '../../public/remotes.json';
import { SliceLoading } from '../components/slice-states';
import { remoteForPath } from '../remotes/manifest';

/**
 * The single-bundle baseline (issue: performance): the same slices, imported directly instead of federated —
 * what a team would ship without micro-frontends. Each slice is still its own lazy chunk, as a normal SPA would split.
 */
type Slice = ComponentType<{ notFound: ReactNode }>;
const importers: Record<string, () => Promise<{ default: Slice }>> = {
  mfe_menu: () => import('../../../mfe-menu/src/exposes/routes'),
  mfe_builder: () => import('../../../mfe-builder/src/exposes/routes'),
  mfe_plans: () => import('../../../mfe-plans/src/exposes/routes'),
  mfe_cart: () => import('../../../mfe-cart/src/exposes/routes'),
  mfe_info: () => import('../../../mfe-info/src/exposes/routes'),
};
const slices = Object.fromEntries(Object.entries(importers).map(([name, load]) => [name, lazy(load)]));

export function preloadSliceFor(path: string): void {
  const remote = remoteForPath(manifest.remotes, path.split(/[?#]/)[0] ?? path);
  if (remote) void importers[remote.name]?.();
}

export function MonoOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(manifest.remotes, pathname);
  const Slice = remote ? slices[remote.name] : undefined;
  if (!remote || !Slice) return <NotFoundPage />;
  return (
    <Suspense fallback={<SliceLoading />}>
      <div data-remote={remote.name} className="contents">
        <Slice notFound={<NotFoundPage />} />
      </div>
    </Suspense>
  );
}
