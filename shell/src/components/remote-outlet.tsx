import type { BootSlot } from '@campus/contract/boot';
import { CLIENT_RENDER_DIGEST, SLOT_MARKER } from '@campus/contract/fragment';
import type { RemoteEntry } from '@campus/contract/manifest';
import { remoteForPath } from '@campus/contract/routes';
import { useLocation } from '@campus/router';
import { NotFoundPage } from '@campus/ui/not-found-page';
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { reportSliceFailed } from '../app/beacon';
import { takeBootSlot } from '../remotes/boot';
import { refusedFile } from '../remotes/integrity';
import { loadManifest, useManifest } from '../remotes/manifest-store';
import { forgetRemote, loadRemoteRoutes } from '../remotes/remote-loader';
import { SliceFrame } from './slice-frame';
import { SliceLoading, SliceReadOnly, SliceUnavailable } from './slice-states';

/**
 * On a server (shell/src/server.tsx): what the composer has for this page's slice. With its release, the slice's
 * container is drawn around a marker the composer replaces with the remote's pre-rendered HTML; with `null`, the
 * boundary is left for the browser to draw. Undefined in the browser.
 */
export const ServerSlotContext = createContext<{ release: string } | null | undefined>(undefined);

/**
 * Thrown, once, while hydrating a slice whose server HTML must not be adopted (another release than the code that
 * arrived, or no code at all): React then draws that Suspense boundary afresh in the browser (its documented
 * recovery). The shell's onRecoverableError (main.tsx) knows these and says nothing more.
 */
export class SliceNotHydrated extends Error {
  override name = 'SliceNotHydrated';
}

type SliceProps = { notFound: ReactNode };

/** The remote's server HTML as it arrived, for a remote whose code then fails: readable, not interactive. */
function serverNodesOf(remote: string): Node[] {
  if (typeof document === 'undefined') return [];
  const frame = document.querySelector(`[data-remote="${remote}"]`);
  return frame ? [...frame.childNodes].map((n) => n.cloneNode(true)) : [];
}

/**
 * In the browser: the remote's `./routes`, loaded at runtime. When this is the page's first slice and the server drew
 * it, hydration adopts that HTML — React keeps it on screen while the code is on its way — unless the code that came
 * is of another release (then the browser draws it) or did not come (then the server's text stays, inert, under a
 * Retry).
 */
function browserSlice(remote: RemoteEntry, boot: BootSlot | null, retry: () => void): ComponentType<SliceProps> {
  let pending: Error | null = null;
  /** Throw once, during hydration; the browser's own render that follows draws normally. */
  const refuseHydration = () => {
    if (!pending) return;
    const error = pending;
    pending = null;
    throw error;
  };
  const adopted = boot?.state === 'html' ? boot : null;
  const serverNodes = adopted ? serverNodesOf(remote.name) : [];
  return lazy(() =>
    loadRemoteRoutes(remote).then(
      async ({ default: RemoteRoutes, release, preparePage }) => {
        // The page's own code first, so the slice is whole (and live) when it is drawn or adopted.
        await preparePage?.(window.location.pathname).catch(() => undefined);
        if (adopted && adopted.release !== release) {
          console.warn(
            `[shell] ${remote.name}: the server's HTML is release ${adopted.release}, its code ${release ?? 'unknown'}: drawn in the browser`,
          );
          pending = new SliceNotHydrated('release mismatch');
        }
        return {
          default: ({ notFound }: SliceProps) => {
            refuseHydration();
            return (
              <SliceFrame remote={remote.name} release={release} live>
                <RemoteRoutes notFound={notFound} />
              </SliceFrame>
            );
          },
        };
      },
      async (error: unknown) => {
        const refused = await refusedFile(remote.entry).catch(() => undefined);
        if (refused) {
          console.warn(
            `[shell] remote ${remote.name} is unavailable: ${refused} does not match its release's integrity hash (refused by the browser)`,
          );
        } else console.warn(`[shell] remote ${remote.name} is unavailable`, error);
        reportSliceFailed(remote.name);
        if (serverNodes.length === 0) return { default: () => <SliceUnavailable onRetry={retry} /> };
        pending = new SliceNotHydrated('code unavailable');
        return {
          default: () => {
            refuseHydration();
            return (
              <>
                <SliceReadOnly onRetry={retry} />
                {/* The server's HTML of this page, as sent: text and links still work, controls do not. */}
                <SliceFrame remote={remote.name} release={adopted?.release}>
                  <ServerCopy nodes={serverNodes} />
                </SliceFrame>
              </>
            );
          },
        };
      },
    ),
  );
}

/** On a server: the slice's container around the marker the composer replaces with the remote's HTML. */
function ServerSlot({ remote, release }: { remote: string; release: string }) {
  return (
    <SliceFrame remote={remote} release={release}>
      {SLOT_MARKER}
    </SliceFrame>
  );
}

/** On a server without the remote's HTML: the boundary's fallback is sent, and the browser draws the slice. */
function LeftToTheBrowser(): never {
  throw Object.assign(new Error('drawn in the browser'), { digest: CLIENT_RENDER_DIGEST });
}

/** A copy of the server's nodes, put back as they were (not re-parsed), under an inert wrapper. */
function ServerCopy({ nodes }: { nodes: readonly Node[] }) {
  return (
    <div
      inert
      className="contents"
      ref={(el) => {
        el?.replaceChildren(...nodes.map((n) => n.cloneNode(true)));
      }}
    />
  );
}

function RemoteSlice({ remote }: { remote: RemoteEntry }) {
  const serverSlot = useContext(ServerSlotContext);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };

  // A fresh lazy component per attempt: a failed load becomes the Retry screen (not the router's error page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reason to make a new one
  const Routes = useMemo(
    () =>
      serverSlot === undefined ? browserSlice(remote, attempt === 0 ? takeBootSlot(remote.name) : null, retry) : null,
    [remote, attempt, serverSlot],
  );

  // The same tree on both sides: Suspense, then the slice's container (server: around the marker; browser: the code).
  return (
    <Suspense fallback={<SliceLoading onRetry={retry} />}>
      {Routes ? (
        <Routes notFound={<NotFoundPage />} />
      ) : serverSlot ? (
        <ServerSlot remote={remote.name} release={serverSlot.release} />
      ) : (
        <LeftToTheBrowser />
      )}
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
