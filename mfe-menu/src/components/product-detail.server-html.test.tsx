import { findProduct } from '@campus/catalogue/products';
import { cartStore } from '@campus/stores';
import { serverHtml, tickBeforeCode } from '@campus/ui/testing/server-html';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductDetail } from './product-detail';

describe('product detail customized before its code runs (server HTML, then hydrateRoot)', () => {
  it('adds the product without what was ticked before hydration', async () => {
    const product = findProduct('caprese-panini');
    if (!product) throw new Error('missing');
    const [first, second] = product.ingredients;
    const { container, hydrate } = serverHtml(
      <MemoryRouter>
        <ProductDetail product={product} />
      </MemoryRouter>,
    );
    tickBeforeCode(container.querySelector(`input[name="leaveOut"][value="${first}"]`));
    hydrate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: `No ${second?.toLowerCase()}` }));
    expect(screen.getByRole('checkbox', { name: `No ${first?.toLowerCase()}` })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartStore.getItems().at(-1)?.item).toMatchObject({ id: product.id, leaveOut: [first, second] });
  });
});
