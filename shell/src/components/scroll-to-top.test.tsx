import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

let go: (to: string) => void = () => {};
function Nav() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  return null;
}

/** What a page does once it is shown (its passive effect), written down in order. */
const order: string[] = [];
function Page() {
  const { pathname } = useLocation();
  useEffect(() => {
    order.push(`effect ${pathname}`);
  }, [pathname]);
  return null;
}

describe('ScrollToTop', () => {
  it('leaves the page the browser opened where the customer has scrolled it, and goes to the top on navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/menu']}>
        <ScrollToTop />
        <Nav />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/cart'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    act(() => go('/cart?x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('scrolls before the new page is painted: in the commit that shows it, before any passive effect runs', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      order.push('scrolled');
    });
    render(
      <MemoryRouter initialEntries={['/menu']}>
        <Page />
        <ScrollToTop />
        <Nav />
      </MemoryRouter>,
    );
    order.length = 0;
    act(() => go('/cart'));
    expect(order).toEqual(['scrolled', 'effect /cart']);
    scrollTo.mockRestore();
  });
});
