import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { standalone } from './standalone';

const Toasts = () => <p>Toasts here</p>;
const Routes = () => <h1>Menu</h1>;

describe('the standalone frame', () => {
  it('marks <body> with the remote, so its portals (toasts, dialogs) are inside its stylesheet’s scope', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () =>
      standalone({
        workspace: 'mfe-menu',
        name: 'mfe_menu',
        routes: Routes,
        pages: {},
        useCartCount: () => 0,
        Toaster: Toasts,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-remote', 'mfe_menu');
    document.body.removeAttribute('data-remote');
  });
});
