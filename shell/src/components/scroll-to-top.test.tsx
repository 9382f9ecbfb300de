import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

let go: (to: string) => void = () => {};
function Nav() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
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
    act(() => go('/cart?x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
