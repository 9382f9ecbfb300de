import { parseManifest } from '@campus/contract/manifest';
import { remoteForPath } from '@campus/contract/routes';
import { StaticRouter } from '@campus/router/server';
import { type PageHead, PageHeadContext } from '@campus/ui/use-document-title';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { activeNavLink } from './app/nav-links';
import { ServerRequestContext } from './components/disclaimer-banner';
import { RemoteOutlet, ServerSlotContext } from './components/remote-outlet';
import { ServerManifestContext } from './remotes/manifest-store';

type ShellRequest = {
  url: string;
  manifest: unknown;
  slot: { release: string } | null;
  disclaimerDismissed: boolean;
};
type ShellPage = { html: string; title?: string };

/** Shell renders kept (a few KB each): one per slice, nav link, notice state and manifest in use. */
const KEPT_RENDERS = 200;
const kept = new Map<string, Promise<ShellPage>>();
/** Each manifest object read once (the composer passes the same object while a revision is live), and numbered. */
const manifests = new WeakMap<object, { id: number; parsed: ReturnType<typeof parseManifest> }>();
let manifestsSeen = 0;
function manifestOf(manifest: unknown) {
  if (typeof manifest !== 'object' || manifest === null) return { id: 0, parsed: parseManifest(manifest) };
  let read = manifests.get(manifest);
  if (!read) {
    manifestsSeen += 1;
    read = { id: manifestsSeen, parsed: parseManifest(manifest) };
    manifests.set(manifest, read);
  }
  return read;
}

/**
 * What of a request the shell's own HTML depends on, for an address a slice owns: the slice (the outlet holds only its
 * marker), the active navigation link, the slot, the notice and the manifest (the same object: the same revision).
 * Never the id in the path or the query — `server.test.tsx` renders every route of every slice at two addresses to
 * prove it. Null for an address no slice owns: the shell's own not-found page shows the path.
 */
export function shellRenderKey({ url, manifest, slot, disclaimerDismissed }: ShellRequest): string | null {
  const { id, parsed } = manifestOf(manifest);
  if (!parsed.ok) return null;
  const { pathname } = new URL(url, 'http://localhost');
  const owner = remoteForPath(parsed.value.remotes, pathname);
  if (!owner) return null;
  return JSON.stringify([
    id,
    owner.name,
    activeNavLink(pathname)?.to ?? null,
    slot?.release ?? null,
    disclaimerDismissed,
  ]);
}

/**
 * The shell's HTML for one request (called by the composer, packages/server/compose.ts): the same tree as main.tsx,
 * drawn for `url` with the manifest the composer read. Where the owning remote's HTML goes, the slice's container holds
 * SLOT_MARKER (when `slot` has a release) or a boundary the browser will draw (when `slot` is null).
 * A manifest that does not parse renders what the browser would (its error state); it is not a server error.
 * Addresses that draw the same shell (shellRenderKey) share one render: the same object, so the composer reads it once,
 * and a flood of addresses of one page costs one render.
 */
export function renderShell(request: ShellRequest): Promise<ShellPage> {
  const key = shellRenderKey(request);
  if (key === null) return drawShell(request);
  let page = kept.get(key);
  if (!page) {
    if (kept.size >= KEPT_RENDERS) kept.delete(kept.keys().next().value as string);
    page = drawShell(request);
    kept.set(key, page);
    page.catch(() => kept.delete(key));
  }
  return page;
}

/** The shell drawn for this request, never kept. */
export async function drawShell({ url, manifest, slot, disclaimerDismissed }: ShellRequest): Promise<ShellPage> {
  const { parsed } = manifestOf(manifest);
  // The shell's own pages (the 404, its error states) name themselves; a remote's page title comes with its HTML.
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRequestContext.Provider value={{ disclaimerDismissed }}>
        <PageHeadContext.Provider value={head}>
          <ServerManifestContext.Provider
            value={
              parsed.ok
                ? { status: 'ready', remotes: parsed.value.remotes }
                : { status: 'error', message: parsed.message }
            }
          >
            <ServerSlotContext.Provider value={slot}>
              <StaticRouter location={url}>
                <App outlet={<RemoteOutlet />} />
              </StaticRouter>
            </ServerSlotContext.Provider>
          </ServerManifestContext.Provider>
        </PageHeadContext.Provider>
      </ServerRequestContext.Provider>
    </StrictMode>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The boundary left for the browser carries its reason, so the browser knows it was planned (main.tsx).
      onError: (error) => (error as { digest?: string } | null)?.digest,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, title: head.title };
}
