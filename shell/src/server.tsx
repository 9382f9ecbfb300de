import { parseManifest } from '@campus/contract/manifest';
import { StaticRouter } from '@campus/router/server';
import { type PageHead, PageHeadContext } from '@campus/ui/use-document-title';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { ServerRequestContext } from './components/disclaimer-banner';
import { RemoteOutlet, ServerSlotContext } from './components/remote-outlet';
import { ServerManifestContext } from './remotes/manifest-store';

/**
 * The shell's HTML for one request (called by the composer, packages/server/compose.mjs): the same tree as main.tsx,
 * drawn for `url` with the manifest the composer read. Where the owning remote's HTML goes, the slice's container holds
 * SLOT_MARKER (when `slot` has a release) or a boundary the browser will draw (when `slot` is null).
 * A manifest that does not parse renders what the browser would (its error state); it is not a server error.
 */
export async function renderShell({
  url,
  manifest,
  slot,
  disclaimerDismissed,
}: {
  url: string;
  manifest: unknown;
  slot: { release: string } | null;
  disclaimerDismissed: boolean;
}): Promise<{ html: string; title?: string }> {
  const parsed = parseManifest(manifest);
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
