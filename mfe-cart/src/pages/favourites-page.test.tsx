import { cartStore, favouritesStore, profileStore } from '@campus/stores';
import { sampleBowl, sampleSandwich } from '@campus/stores/cart-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissAllToasts, renderAt } from '../test/render';

const saveTeriyaki = () =>
  favouritesStore.actions().favouriteToggled({
    recipe: {
      kind: 'bowl',
      bowlId: 'teriyaki-chicken-bowl',
      countryId: 'jp',
      proteinIds: ['halal-chicken', 'tofu'],
      picks: {},
    },
    line: { type: 'bowl', item: { ...sampleBowl, priceCents: 1000 } },
  });

beforeEach(() => cartStore.reset());
afterEach(() => {
  dismissAllToasts();
  cartStore.reset();
});

describe('/favourites', () => {
  it('with none saved, says how to save one', () => {
    renderAt('/favourites');
    expect(screen.getByRole('heading', { level: 1, name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/menu');
  });

  it('lists a favourite at today’s price (and what it cost when saved) and adds it in one tap with its choices', async () => {
    saveTeriyaki();
    renderAt('/favourites');
    const card = screen.getByRole('article', { name: 'Teriyaki Chicken Bowl' });
    expect(within(card).getByText('$11.49')).toBeInTheDocument();
    expect(within(card).getByText('was $10.00 when saved')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart for Teriyaki Chicken Bowl' }));
    const [line] = cartStore.getItems();
    // Named as the bowl's page names them today: its own chicken, then the tofu it was saved with.
    expect(line?.type === 'bowl' && [line.item.proteins, line.item.priceCents]).toEqual([
      ['Grilled halal chicken', 'Crispy Tofu'],
      1149,
    ]);
    expect(await screen.findByText('Teriyaki Chicken Bowl — $11.49')).toBeInTheDocument();
  });

  it('says why a favourite does not fit the profile, and asks before adding it', async () => {
    saveTeriyaki();
    profileStore.actions().allergenToggled('soy');
    renderAt('/favourites');
    const card = screen.getByRole('article', { name: 'Teriyaki Chicken Bowl' });
    expect(within(card).getByText('Not for you: contains soy — you avoid soy')).toBeInTheDocument();
    // Today's facts of the bowl as saved (chicken and tofu), not the 520 kcal stored with the line.
    expect(within(card).getByText(/^695 kcal/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Add to Cart/ }));
    const dialog = screen.getByRole('alertdialog', { name: "Teriyaki Chicken Bowl doesn't fit your diet" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it out' }));
    expect(cartStore.getItems()).toEqual([]);
  });

  it('shows a favourite the menu no longer has as unavailable, and removes it', async () => {
    favouritesStore.actions().favouriteToggled({
      recipe: { kind: 'product', productId: 'retired-wrap' },
      line: { type: 'sandwich', item: { ...sampleSandwich, id: 'retired-wrap', title: 'Retired Wrap' } },
    });
    renderAt('/favourites');
    const card = screen.getByRole('article', { name: 'Retired Wrap' });
    expect(within(card).getByText('No longer on the menu: it can’t be ordered.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Retired Wrap from favourites' }));
    expect(screen.getByRole('heading', { level: 1, name: 'No favourites yet' })).toBeInTheDocument();
  });
});

describe('cart: the diet check at the top', () => {
  it('flags every line that conflicts with the profile, with the reason, before checkout', () => {
    profileStore.actions().dietToggled('vegetarian');
    cartStore.actions().bowlAdded(sampleBowl);
    cartStore.actions().sandwichAdded(sampleSandwich);
    renderAt('/cart');
    const check = screen.getByRole('region', { name: /doesn’t fit your diet|don’t fit your diet/ });
    expect(check).toHaveTextContent('Teriyaki Chicken Bowl: contains chicken (meat)');
    // The line says the same words; an item whose data does not say is unknown, not a breach.
    expect(screen.getByRole('article', { name: 'Teriyaki Chicken Bowl' })).toHaveTextContent(
      'Not for you: contains chicken (meat)',
    );
    expect(check).toHaveTextContent('Falafel Wrap: we have no vegetarian information for this item');
    expect(screen.getByRole('article', { name: 'Falafel Wrap' })).toHaveTextContent(
      "Can't check: we have no vegetarian information for this item",
    );
    // It comes before the checkout link in the page.
    const checkout = screen.getAllByRole('link', { name: /checkout/i })[0] as HTMLElement;
    expect(check.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says everything fits when it does, and nothing without a profile', () => {
    cartStore.actions().sandwichAdded(sampleSandwich);
    const { unmount } = renderAt('/cart');
    expect(screen.queryByText(/fits your diet/)).toBeNull();
    unmount();
    profileStore.actions().allergenToggled('fish');
    renderAt('/cart');
    expect(screen.getByText(/Everything in your cart fits your diet/)).toBeInTheDocument();
  });
});
