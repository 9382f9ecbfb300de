import { findProduct } from '@campus/catalogue/products';
import { render, screen } from '@testing-library/react';
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
});
