import { cartStore } from '@campus/stores';
import { sampleBowl, sampleCustomBowl, samplePlan } from '@campus/stores/cart-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';

beforeEach(() => cartStore.reset());
afterEach(() => cartStore.reset());

describe('checkout placeholder', () => {
  it("says 'Checkout process coming soon!' with the order summary and a way back to the cart", async () => {
    const a = cartStore.actions();
    a.bowlAdded(sampleBowl);
    a.customBowlAdded(sampleCustomBowl);
    a.mealPlanAdded(samplePlan);
    a.quantityChanged(cartStore.getItems()[0]?.id ?? '', 3);
    renderAt('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout process coming soon!' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '3 × Teriyaki Chicken Bowl$34.47',
      '1 × Custom Mexico Bowl$14.49',
      // What its price adds up from, in one line.
      '1 × $24.99 Plan BundlePlan price $24.99 + Kombucha upgrade $2.00 + Iced Coffee upgrade $1.00$27.99',
    ]);
    expect(screen.getByText('$76.95')).toBeInTheDocument();
    expect(screen.getByText('(5 items)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refunds');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
  });

  it('with an empty cart says so and still offers the way back', () => {
    renderAt('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout process coming soon!' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });
});
