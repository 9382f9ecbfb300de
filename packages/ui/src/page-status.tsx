import { useLocation, useNavigate } from '@campus/router';
import { type ReactNode, useContext, useEffect } from 'react';
import { PageHeadContext } from './use-document-title';

/**
 * The page shows its own not-found state (an id the catalogue does not have): rendered on a server, its answer is a
 * 404 — the layout server sends the page with that status and `noindex`, so search engines and monitoring tell a
 * broken link from a page. Nothing in the browser.
 */
export function useNotFoundStatus(): void {
  const head = useContext(PageHeadContext);
  if (head) head.status = 404;
}

/**
 * The page's canonical path (its id as the catalogue writes it). Reached by another spelling of it — an id typed in
 * another case, a trailing slash — it is a permanent redirect there when rendered on a server (the layout server
 * answers 301, so shared links and crawlers agree), and in the browser the address is replaced, the query kept, while
 * the page (`children`) is shown.
 */
export function CanonicalPath({ path, children }: { path: string; children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const head = useContext(PageHeadContext);
  const moved = pathname !== path;
  if (head && moved) {
    head.status = 301;
    head.location = path + search;
  }
  const navigate = useNavigate();
  useEffect(() => {
    if (moved) navigate(path + search, { replace: true });
  }, [moved, navigate, path, search]);
  return children;
}
