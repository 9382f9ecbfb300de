import { cartStore } from '@campus/stores';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Header } from './header';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

beforeEach(() => cartStore.reset());

describe('Header', () => {
  it.each([
    ['/', 'Home'],
    ['/menu/country/jp', 'Menu'],
    ['/meal-plans/24-99', 'Meal Plans'],
    ['/lockers', 'Smart Lockers'],
    ['/help', 'Help'],
  ])('on %s marks %s as the current page, and only it', (path, label) => {
    renderAt(path);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it('marks nothing on a path outside the navigation', () => {
    renderAt('/cart');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('names the cart link with its count and shows a badge only above 0', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => {
      cartStore.actions().itemAdded({ id: 'x', title: 'Falafel Wrap', priceCents: 799 });
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => {
      cartStore.actions().itemAdded({ id: 'y', title: 'Halloumi Sandwich', priceCents: 899 });
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  });
});

describe('Side menu', () => {
  it('opens from a labelled button, traps focus, and closes on Escape returning focus', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab past the last link wraps to the first focusable element inside.
    const links = within(dialog).getAllByRole('link');
    (links[links.length - 1] as HTMLElement).focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when a link is clicked', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    await user.click(within(dialog).getByRole('link', { name: 'Meal Plans' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button and the backdrop', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The backdrop: a click that reaches the dialog itself, outside its box.
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('dialog', { name: 'Site menu' }),
      coords: { clientX: 380, clientY: 400 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
