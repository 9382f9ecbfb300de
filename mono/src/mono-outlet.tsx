import { remoteForPath } from '@campus/contract/routes';
import { useLocation } from '@campus/router';
import { NotFoundPage } from '@campus/ui/not-found-page';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import manifest from 'shell/remotes.json';
import { SliceFrame } from 'shell/slice-frame';
import { SliceLoading } from 'shell/slice-states';

/**
 * The single-bundle baseline (issue: performance): the same slices, imported directly instead of federated —
 * what a team would ship without micro-frontends. Each slice is still its own lazy chunk, as a normal SPA would split.
 */
type Slice = ComponentType<{ notFound: ReactNode }>;
const importers: Record<string, () => Promise<{ default: Slice }>> = {
  mfe_menu: () => import('mfe-menu/routes'),
  mfe_builder: () => import('mfe-builder/routes'),
  mfe_plans: () => import('mfe-plans/routes'),
  mfe_cart: () => import('mfe-cart/routes'),
  mfe_info: () => import('mfe-info/routes'),
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
      {/* Marked live once committed, as the shell's outlet does: held early taps are replayed then. */}
      <SliceFrame key={remote.name} remote={remote.name} release={undefined} live>
        <Slice notFound={<NotFoundPage />} />
      </SliceFrame>
    </Suspense>
  );
}
