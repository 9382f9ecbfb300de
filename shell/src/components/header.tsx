import { TOASTS_BELOW_ATTRIBUTE } from '@campus/stores';
import { Container } from '@campus/ui/container';
import { tap } from '@campus/ui/tap';
import { Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { NavList } from './nav-list';
import { FavouritesLink, ProfileControl } from './profile-control';
import { SideMenu } from './side-menu';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = useCallback(() => setMenuOpen(false), []);
  return (
    <header
      {...{ [TOASTS_BELOW_ATTRIBUTE]: '' }}
      className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <Container className="flex h-16 max-w-7xl items-center justify-between gap-2 xl:px-4">
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus xl:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
            {...tap('open-menu')}
          >
            <Menu className="h-6 w-6" aria-hidden />
          </button>
          <Logo inHeader />
        </div>
        <nav aria-label="Main" className="hidden xl:block">
          <NavList layout="row" />
        </nav>
        <div className="flex items-center gap-0.5 sm:gap-1">
          <ProfileControl />
          <FavouritesLink />
          <CartLink />
        </div>
      </Container>
      <SideMenu open={menuOpen} onClose={close} />
    </header>
  );
}
