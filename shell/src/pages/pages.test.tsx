import { NotFoundPage, SHOWN_PATH_MAX, shownPath } from '@campus/ui/not-found-page';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';

describe('404 page', () => {
  it("says 'Oops! Page not found', links home and logs the missing path", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no-such-page');
  });
});

describe('404 page: an address as people type it, or paste it', () => {
  it('cuts a long path to a readable length (its start and its end), and logs it whole', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const long = `/${'a-very-long-path/'.repeat(350)}end`;
    render(
      <MemoryRouter initialEntries={[long]}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    const shown = screen.getByText((_, el) => el?.tagName === 'CODE');
    expect(shown.textContent).toBe(shownPath(long));
    expect(shown.textContent?.length).toBe(SHOWN_PATH_MAX);
    expect(shown.textContent).toMatch(/^\/a-very-long-path\/.*….*path\/end$/);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), long);
  });

  it.each([
    ['/', '/'],
    ['/nope', '/nope'],
    [`/${'x'.repeat(SHOWN_PATH_MAX - 1)}`, `/${'x'.repeat(SHOWN_PATH_MAX - 1)}`],
    [`/${'x'.repeat(SHOWN_PATH_MAX)}`, `/${'x'.repeat(SHOWN_PATH_MAX - 22)}…${'x'.repeat(20)}`],
  ])('%s is shown as %s', (path, shown) => {
    expect(shownPath(path)).toBe(shown);
  });
});

function Boom(): never {
  throw new Error('kaboom');
}

function ThrowsOnHome() {
  const { pathname } = useLocation();
  if (pathname === '/') throw new Error('kaboom');
  return <p>About us</p>;
}

describe('router error page', () => {
  it("shows 'Unexpected Application Error!' inside the layout when a page throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <App outlet={<Boom />} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    // The header and footer are still there: the visitor can go elsewhere.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lets the error go when the visitor navigates to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <App outlet={<ThrowsOnHome />} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('kaboom')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'About' })[0] as HTMLElement);
    expect(await screen.findByText('About us')).toBeInTheDocument();
    expect(screen.queryByText('kaboom')).not.toBeInTheDocument();
  });
});
