import { prerenderAddresses } from '@campus/catalogue/routes';
import { remoteForPath } from '@campus/contract/routes';
import { StaticRouter } from '@campus/router/server';
import { type PageHead, PageHeadContext } from '@campus/ui/use-document-title';
import { PRERENDER as MENU_PRERENDER } from 'mfe-menu/prerender';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from 'shell/app';
import manifest from 'shell/remotes.json';
import { MonoOutlet } from './mono-outlet';
import { SLICES } from './slices';

/** Every address the slices pre-render in the composed site: the baseline writes the same pages, whole. */
/** Lists a slice keeps beside its route table (src/app/prerender.ts), for pages made from catalogue data. */
const MORE: Partial<Record<(typeof SLICES)[number]['workspace'], Record<string, readonly string[] | undefined>>> = {
  'mfe-menu': MENU_PRERENDER,
};

export const addresses: string[] = SLICES.flatMap(({ table, workspace }) => prerenderAddresses(table, MORE[workspace]));

/** The source module of the slice that owns an address (a key of the build's manifest), for its stylesheet. */
export function sliceModuleOf(address: string): string | undefined {
  const name = remoteForPath(manifest.remotes, new URL(address, 'http://x').pathname)?.name;
  const slice = SLICES.find((s) => s.name === name);
  return slice ? `../${slice.workspace}/src/exposes/routes.tsx` : undefined;
}

/** The whole app at one address, as main.tsx hydrates it, with its lazy slice resolved (prerender waits for it). */
export async function render(address: string): Promise<{ html: string; title?: string; description?: string }> {
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <StaticRouter location={address}>
          <App outlet={<MonoOutlet />} />
        </StaticRouter>
      </PageHeadContext.Provider>
    </StrictMode>,
    // No streaming tricks: every boundary inline, complete (no inline scripts, which the CSP forbids).
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error('[prerender]', address, error),
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, ...head };
}
