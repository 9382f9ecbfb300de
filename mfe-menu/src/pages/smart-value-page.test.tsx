import * as shared from '@campus/stores';
import { cartStore } from '@campus/stores';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

vi.mock('@campus/stores', async (importOriginal) => {
  const actual = await importOriginal<typeof shared>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

beforeEach(() => cartStore.reset());

describe('/smart-value (SPEC §2 Smart Value)', () => {
  it('shows the $9.99 student bowl with its promo texts and links', () => {
    renderRoute('/smart-value');
    expect(screen.getByRole('heading', { level: 1, name: 'Smart Value' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The $9.99 Student Bowl' })).toBeInTheDocument();
    expect(screen.getByText('+$2.99')).toBeInTheDocument();
    expect(screen.getByText('+$1.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build Your Own' })).toHaveAttribute('href', '/build-your-own');
    expect(screen.getByRole('link', { name: 'Bowls by Country' })).toHaveAttribute('href', '/bowls-by-country');
    for (const core of ['White rice', 'Couscous', 'Bulgur', 'Pasta', 'Buckwheat']) {
      expect(screen.getByText(new RegExp(core))).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Drinks, Snacks & Treats' })).toBeInTheDocument();
  });

  it('adds a sandwich to the cart with the toast Added to cart!', async () => {
    renderRoute('/smart-value');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart for Caprese Panini' }));
    expect(cartStore.getItems()).toMatchObject([
      { type: 'sandwich', quantity: 1, item: { id: 'caprese-panini', title: 'Caprese Panini', priceCents: 699 } },
    ]);
    expect(vi.mocked(shared.toast).mock.calls.at(-1)?.[0]).toMatchObject({
      title: 'Added to cart!',
      variant: 'success',
    });
  });
});
