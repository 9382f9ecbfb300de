import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { StatusState } from '@campus/ui/status-state';
import { ShoppingBag } from 'lucide-react';
import type { Ref } from 'react';

/** SPEC §8: 'Your cart is empty' with a button to /menu (its title takes the focus when the last line is removed). */
export function EmptyCart({ titleRef }: { titleRef?: Ref<HTMLHeadingElement> }) {
  return (
    <StatusState
      icon={<ShoppingBag className="h-14 w-14" />}
      title="Your cart is empty"
      actions={<BrowseActions />}
      titleRef={titleRef}
    >
      <p>Fresh halal bowls, sandwiches and meal plans are waiting. Add something tasty and it will show up here.</p>
    </StatusState>
  );
}

/** Where to start when there is nothing here yet (the empty cart, no favourites): the menu, or a bowl of one's own. */
export function BrowseActions() {
  return (
    <>
      <Link to={PATHS.menu} className={buttonClasses('primary', 'lg')}>
        Browse the Menu
      </Link>
      <Link to={PATHS.buildYourOwn} className={buttonClasses('outline', 'lg')}>
        Build Your Own
      </Link>
    </>
  );
}
