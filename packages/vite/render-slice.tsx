import type { SlicePage } from '@campus/contract/fragment';
import { StaticRouter } from '@campus/router/server';
import { NotFoundPage } from '@campus/ui/not-found-page';
import { type PageHead, PageHeadContext } from '@campus/ui/use-document-title';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { splitLeadingLinks } from './fragments.ts';
import { leadText } from './lead-text';

/**
 * A slice's page as the shell shows it — its `<Routes>` at `address`, given the 404 element — rendered to HTML on a
 * server, waiting for its lazy pages; what the page says of itself (title, description) comes along. Every boundary
 * is written inline and complete: no streaming scripts (the CSP allows none). `address` is the page's path and query
 * exactly as the browser will have them (the browser's first render must draw the same). What the page says of its
 * answer comes along too: 404 for its own not-found state, 301 and the canonical address.
 */
export async function renderSlicePage(
  Routes: ComponentType<{ notFound: ReactNode }>,
  address: string,
): Promise<SlicePage> {
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <PageHeadContext.Provider value={head}>
      <StaticRouter location={address}>
        <Routes notFound={<NotFoundPage />} />
      </StaticRouter>
    </PageHeadContext.Provider>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error('[render]', address, error),
    },
  );
  let rendered = '';
  for await (const chunk of prelude) rendered += chunk;
  const { headLinks, html } = splitLeadingLinks(rendered);
  return {
    html,
    headLinks,
    title: head.title ?? '',
    description: head.description || leadText(html),
    // The page's own word on its answer (@campus/ui/page-status): a not-found state, or its canonical address.
    status: head.status ?? 200,
    ...(head.status === 301 && head.location ? { location: head.location } : {}),
  };
}
