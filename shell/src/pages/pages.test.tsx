import { NotFoundPage } from '@campus/shared/ui/not-found-page';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterErrorPage } from './router-error-page';

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

function Boom(): never {
  throw new Error('kaboom');
}

describe('router error page', () => {
  it("is titled 'Unexpected Application Error!'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouterErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
  });
});
