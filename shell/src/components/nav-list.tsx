import { Link, useLocation } from '@campus/router';
import { cn } from '@campus/ui/cn';
import { activeNavLink, NAV_LINKS } from '../app/nav-links';
import { usePreload } from '../app/preload-context';

/** The ten links; `layout` picks the desktop row or the side menu's column. */
export function NavList({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const preloadPath = usePreload();
  const current = activeNavLink(pathname);
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}>
      {NAV_LINKS.map((link) => {
        const active = link === current;
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              onPointerEnter={() => preloadPath(link.to)}
              onFocus={() => preloadPath(link.to)}
              className={cn(
                'flex items-center rounded-full font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                layout === 'row' ? 'min-h-10 px-1.5 text-sm whitespace-nowrap' : 'min-h-12 px-4 text-lg',
                active ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-primary-soft/70 hover:text-primary',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
