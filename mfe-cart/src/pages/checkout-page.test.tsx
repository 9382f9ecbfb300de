import { cartStore, profileStore } from '@campus/stores';
import { sampleBowl, sampleCustomBowl, samplePlan, sampleSandwich } from '@campus/stores/cart-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';

beforeEach(() => cartStore.reset());
afterEach(() => {
  cartStore.reset();
  profileStore.reset();
});

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

  it('repeats each line’s diet clash and the order’s allergens in the cart’s words', async () => {
    profileStore.actions().dietToggled('vegetarian');
    profileStore.actions().allergenToggled('sesame');
    const a = cartStore.actions();
    a.bowlAdded(sampleBowl);
    a.sandwichAdded({ ...sampleSandwich, id: 'caprese-panini', title: 'Caprese Panini', priceCents: 699 });
    renderAt('/cart');
    const cartSays = (name: string) =>
      within(screen.getByRole('article', { name })).getByText(/^Not for you: /).textContent ?? '';
    const teriyaki = cartSays('Teriyaki Chicken Bowl');
    expect(teriyaki).toBe('Not for you: contains chicken (meat); contains sesame — you avoid sesame');
    const allergens = within(screen.getByRole('list', { name: 'Allergens present' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));

    const order = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(within(order[0] as HTMLElement).getByText(teriyaki)).toBeInTheDocument();
    // The panini fits: its line says nothing.
    expect(within(order[1] as HTMLElement).queryByText(/Not for you/)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Allergens present' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(allergens);
  });
});
