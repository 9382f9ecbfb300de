import { StaticRouter } from '@campus/router/server';
import { NotFoundPage } from '@campus/ui/not-found-page';
import { type PageHead, PageHeadContext } from '@campus/ui/use-document-title';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * A slice's page as the shell shows it — its `<Routes>` at `address`, given the 404 element — rendered to HTML on a
 * server, waiting for its lazy pages; what the page says of itself (title, description) comes along. Every boundary
 * is written inline and complete: no streaming scripts (the CSP allows none).
 */
export async function renderSlice(
  Routes: ComponentType<{ notFound: ReactNode }>,
  address: string,
): Promise<{ address: string; html: string } & PageHead> {
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <PageHeadContext.Provider value={head}>
      <StaticRouter location={address}>
        <Routes notFound={<NotFoundPage />} />
      </StaticRouter>
    </PageHeadContext.Provider>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error('[prerender]', address, error),
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { address, html, ...head };
}
