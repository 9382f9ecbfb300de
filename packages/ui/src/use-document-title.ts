import { BRAND } from '@campus/catalogue/config';
import { createContext, useContext, useEffect } from 'react';

/**
 * What a page says about itself for the HTML head and the HTTP answer, collected while it is rendered on a server (null
 * in the browser): its title and description; `status` 404 when it is its own not-found state, 301 with `location` when
 * its address is another's (page-status.tsx).
 */
export type PageHead = { title?: string; description?: string; status?: 301 | 404; location?: string };
export const PageHeadContext = createContext<PageHead | null>(null);

/** "Page — Campus Bowls", or the brand and tagline for the home page (''). */
export function documentTitle(title: string): string {
  return title ? `${title} — ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
}

/**
 * Sets the tab title to "Page — Campus Bowls" while a page is shown; on a server it tells the pre-rendered HTML's
 * `<title>` instead (and the meta description, when the page gives one).
 */
export function useDocumentTitle(title: string, description?: string): void {
  const head = useContext(PageHeadContext);
  if (head) {
    head.title = documentTitle(title);
    if (description) head.description = description;
  }
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
