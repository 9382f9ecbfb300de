import { findProduct } from '@campus/catalogue/products';
import { cartStore, profileStore } from '@campus/stores';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findDetailProduct, PRODUCT_DETAIL_CATALOGUE } from '../domain/product-detail-catalogue';
import { ProductDetail } from './product-detail';

describe('product detail', () => {
  it('has an empty catalogue, so every id is not found (SPEC §2)', () => {
    expect(PRODUCT_DETAIL_CATALOGUE).toHaveLength(0);
    expect(findDetailProduct('caprese-panini')).toBeUndefined();
  });

  it('would show the full layout for a product', () => {
    const product = findProduct('caprese-panini');
    if (!product) throw new Error('missing');
    render(
      <MemoryRouter>
        <ProductDetail product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Caprese Panini' })).toBeInTheDocument();
    expect(screen.getByText('$6.99')).toBeInTheDocument();
    expect(screen.getByText('450 kcal')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Customize' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to Subscription' })).toHaveAttribute(
      'href',
      '/subscribe?add=caprese-panini',
    );
    expect(screen.getByText(/Contains:/)).toBeInTheDocument();
  });

  it('asks before a product that does not fit the diet profile goes in', async () => {
    const product = findProduct('caprese-panini');
    if (!product) throw new Error('missing');
    act(() => cartStore.reset());
    act(() => profileStore.actions().allergenToggled('dairy'));
    render(
      <MemoryRouter>
        <ProductDetail product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Not for you:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('alertdialog', { name: "Caprese Panini doesn't fit your diet" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it out' }));
    expect(cartStore.getItems()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    expect(cartStore.getItems()).toHaveLength(1);
  });
});
