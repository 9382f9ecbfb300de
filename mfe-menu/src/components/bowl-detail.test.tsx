import * as shared from '@campus/shared';
import { cartStore } from '@campus/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

vi.mock('@campus/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof shared>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const protein = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const total = () => screen.getByRole('region', { name: 'Quantity and price' });

beforeEach(() => cartStore.reset());
afterEach(() => vi.mocked(shared.toast).mockClear());

describe('bowl detail (SPEC §2, §4, §5, §9)', () => {
  it.each([
    ['/bowl/teriyaki-chicken-bowl?country=jp', 'Teriyaki Chicken Bowl', '/menu/country/jp'],
    ['/item/teriyaki-chicken-bowl', 'Teriyaki Chicken Bowl', '/menu/country/jp'],
    ['/item/curry-power', 'Curry Power Bowl', '/menu/country/in'],
    ['/bowl/fajita-veg-bowl?country=mx', 'Fajita Veg Bowl', '/menu/country/mx'],
  ])('%s shows %s and Back goes to %s', (path, name, back) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Back/ })).toHaveAttribute('href', back);
    expect(screen.getByRole('img', { name: /Macro split/ })).toBeInTheDocument();
  });

  it('refuses to add without a protein, with the spec toast', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(shared.toast).toHaveBeenCalledWith({
      title: 'Please select at least one protein',
      description: 'You need to choose at least one protein to complete your bowl.',
      variant: 'destructive',
    });
    expect(cartStore.getItems()).toEqual([]);
  });

  it('first protein free, the next costs its price, times the quantity; adds one line with that quantity', async () => {
    renderRoute('/bowl/teriyaki-chicken-bowl?country=jp');
    await userEvent.click(protein('Crispy Tofu'));
    expect(protein('Crispy Tofu')).toHaveAttribute('aria-pressed', 'true');
    expect(within(total()).getByText('$9.99', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(protein('Grilled Salmon'));
    expect(within(total()).getByText('$12.99', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(within(total()).getByText('$25.98', { selector: '.text-2xl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const items = cartStore.getItems();
    expect(items).toHaveLength(1);
    const line = items[0];
    expect(line?.type).toBe('bowl');
    expect(line?.quantity).toBe(2);
    if (line?.type !== 'bowl') throw new Error('not a bowl');
    expect(line.item).toMatchObject({
      id: 'teriyaki-chicken-bowl',
      name: 'Teriyaki Chicken Bowl',
      countryId: 'jp',
      proteins: ['Crispy Tofu', 'Grilled Salmon'],
      priceCents: 1299,
      allergens: ['soy', 'fish'],
      diet: ['halal'],
    });
    expect(vi.mocked(shared.toast).mock.calls.at(-1)?.[0]).toMatchObject({
      title: 'Added to cart',
      variant: 'success',
    });
  });

  it('toggling a protein off removes it; quantity never goes below 1', async () => {
    renderRoute('/item/mediterranean');
    await userEvent.click(protein('Falafel'));
    await userEvent.click(protein('Falafel'));
    expect(protein('Falafel')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });
});
