import { PATHS } from '@campus/catalogue/paths';
import { Link, useLocation } from '@campus/router';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClasses } from './button';
import { useNotFoundStatus } from './page-status';
import { StatusState } from './status-state';
import { useDocumentTitle } from './use-document-title';

/** The longest address the page repeats whole; a longer one (a 6,000-character link) is cut, the full one logged. */
export const SHOWN_PATH_MAX = 60;

/** "/menu/ab…/xyz": the start and the end of a long address, so the page stays readable and its actions in view. */
export function shownPath(pathname: string, max: number = SHOWN_PATH_MAX): string {
  if (pathname.length <= max) return pathname;
  const end = Math.floor(max / 3);
  return `${pathname.slice(0, max - end - 1)}…${pathname.slice(-end)}`;
}

/**
 * The one 404 page (the shell's, and each remote's for paths under it that it lacks; lives here so every slice's
 * stylesheet has its classes). SPEC §2 — every other path shows 'Oops! Page not found' with a link home; the missing path is logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useNotFoundStatus();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <StatusState
      icon={<SearchX className="h-12 w-12" />}
      title="Oops! Page not found"
      actions={
        <>
          <Link to={PATHS.home} className={buttonClasses('primary')}>
            Return to Home
          </Link>
          <Link to={PATHS.menu} className={buttonClasses('outline')}>
            Browse the menu
          </Link>
        </>
      }
    >
      <p>
        We couldn't find{' '}
        <code className="rounded bg-border/60 px-1.5 py-0.5 text-sm break-all text-ink">{shownPath(pathname)}</code>. It
        may have moved, or the link may be mistyped.
      </p>
    </StatusState>
  );
}
