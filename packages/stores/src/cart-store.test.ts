import { PROTEIN_PRICE_CENTS } from '@campus/catalogue/prices';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleBowl, sampleSandwich } from './cart-fixtures';
import { CART_STORAGE_KEY } from './storage';

const KEY = CART_STORAGE_KEY;
const validLine = { id: 'cart-1', type: 'bowl', item: sampleBowl, quantity: 2 };

/** A fresh store module, hydrated from whatever localStorage holds now. */
async function freshStore() {
  vi.resetModules();
  const store = await import('./cart-store');
  await store.cartStore.read();
  const toasts = await import('./toast-store');
  return { ...store, toasts };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('cart store: reading back what was stored', () => {
  it.each([
    ['nothing stored', null, 0],
    ['corrupt JSON', '{"state": {"items": [', 0],
    ['not an object', '"hello"', 0],
    ['items as a string', JSON.stringify({ state: { items: 'oops' }, version: 1 }), 0],
    ['items as an object', JSON.stringify({ state: { items: { a: 1 } }, version: 1 }), 0],
    ['a good line', JSON.stringify({ state: { items: [validLine] }, version: 1 }), 1],
    [
      'a good and a bad line',
      JSON.stringify({ state: { items: [validLine, { id: 'cart-2', type: 'bowl' }] }, version: 1 }),
      1,
    ],
    ['an older version with a good line', JSON.stringify({ state: { items: [validLine] }, version: 0 }), 1],
  ])('%s → %i line(s), no crash', async (_what, raw, lines) => {
    if (raw !== null) localStorage.setItem(KEY, raw);
    const { cartStore } = await freshStore();
    expect(cartStore.getItems()).toHaveLength(lines);
  });
});

describe('cart store: actions', () => {
  it('adds, changes quantity, removes, restores and clears, and saves each change', async () => {
    const { cartStore } = await freshStore();
    const a = cartStore.actions();
    a.bowlAdded(sampleBowl);
    a.itemAdded(sampleSandwich);
    const items = cartStore.getItems();
    expect(items.map((l) => [l.type, l.quantity])).toEqual([
      ['bowl', 1],
      ['sandwich', 1],
    ]);
    const [first, second] = items;
    if (!first || !second) throw new Error('two lines expected');
    expect(first.id).toMatch(/^cart-/);
    a.quantityChanged(first.id, 3);
    expect(cartStore.getItems()[0]?.quantity).toBe(3);
    a.itemRemoved(second.id);
    expect(cartStore.getItems()).toHaveLength(1);
    a.itemRestored(second, 1);
    expect(cartStore.getItems().map((l) => l.id)).toEqual([first.id, second.id]);
    a.quantityChanged(first.id, 0);
    expect(cartStore.getItems().map((l) => l.id)).toEqual([second.id]);
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    expect(saved.state.items).toHaveLength(1);
    expect(saved.version).toBe(1);
    a.cartCleared();
    expect(cartStore.getItems()).toEqual([]);
  });

  it('keeps working in memory and says so once when storage is full', async () => {
    const { cartStore, toasts } = await freshStore();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const toastSpy = vi.spyOn(toasts, 'toast');
    cartStore.actions().bowlAdded(sampleBowl);
    cartStore.actions().bowlAdded(sampleBowl);
    expect(cartStore.getItems().map((l) => l.quantity)).toEqual([2]);
    expect(spy).toHaveBeenCalled();
    expect(toastSpy).toHaveBeenCalledTimes(1);
    expect(toastSpy.mock.calls[0]?.[0].variant).toBe('destructive');
  });

  it('picks up a change made by another tab', async () => {
    const { cartStore } = await freshStore();
    expect(cartStore.getItems()).toHaveLength(0);
    localStorage.setItem(KEY, JSON.stringify({ state: { items: [validLine] }, version: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await vi.waitFor(() => expect(cartStore.getItems()).toHaveLength(1));
  });
});

describe('cart store: the money of a stored cart is today’s catalogue’s', () => {
  const tampered = { ...validLine, id: 'cart-cheap', item: { ...sampleBowl, priceCents: 1, surcharges: [] } };
  const outdated = {
    ...validLine,
    id: 'cart-old',
    type: 'sandwich',
    quantity: 1,
    item: { ...sampleSandwich, id: 'caprese-panini', title: 'Caprese Panini', priceCents: 499 },
  };
  const gone = { ...validLine, id: 'cart-gone', item: { ...sampleBowl, id: 'dragon-bowl', name: 'Dragon Bowl' } };
  const stored = (items: unknown[]) => JSON.stringify({ state: { items }, version: 1 });

  it('prices each line again when the cart is read, at start as after another tab’s change', async () => {
    localStorage.setItem(KEY, stored([tampered]));
    const { cartStore } = await freshStore();
    expect(cartStore.getItems().map((l) => l.type === 'bowl' && l.item.priceCents)).toEqual([sampleBowl.priceCents]);
    localStorage.setItem(KEY, stored([tampered, outdated]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await vi.waitFor(() => expect(cartStore.getItems()).toHaveLength(2));
    expect(
      cartStore.getItems().map((l) => (l.type === 'bowl' || l.type === 'sandwich' ? l.item.priceCents : 0)),
    ).toEqual([sampleBowl.priceCents, 699]);
  });

  it('drops a line the catalogue no longer has, says which once, and saves the cart without it', async () => {
    const { cartStore, toasts } = await freshStore();
    const toastSpy = vi.spyOn(toasts, 'toast');
    localStorage.setItem(KEY, stored([gone, tampered]));
    await cartStore.rehydrate();
    await cartStore.read();
    expect(cartStore.getItems().map((l) => l.id)).toEqual(['cart-cheap']);
    expect(toastSpy).toHaveBeenCalledTimes(1);
    expect(toastSpy.mock.calls[0]?.[0]).toMatchObject({
      title: 'Removed from your cart',
      description: 'Dragon Bowl is no longer on the menu, so it was taken out of your cart.',
    });
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    expect(saved.state.items.map((l: { id: string }) => l.id)).toEqual(['cart-cheap']);
    await cartStore.rehydrate();
    expect(toastSpy).toHaveBeenCalledTimes(1);
  });
});

describe('cart store: stored lines wait for today’s prices, and nothing added meanwhile is lost', () => {
  it('shows no stored line before it is priced, keeps it in storage, and joins what was added meanwhile', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { items: [validLine] }, version: 1 }));
    vi.resetModules();
    const { cartStore } = await import('./cart-store');
    expect(cartStore.getItems()).toEqual([]);
    // What the bowl page adds is the same bowl at today's price, its surcharges included.
    cartStore.actions().bowlAdded({
      ...sampleBowl,
      surcharges: [{ item: 'Crispy Tofu', note: 'extra protein', costCents: PROTEIN_PRICE_CENTS.standard }],
    });
    cartStore.actions().sandwichAdded(sampleSandwich);
    const waiting = JSON.parse(localStorage.getItem(KEY) ?? '{}').state.items;
    expect(waiting.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1, 1]);
    await cartStore.read();
    expect(cartStore.getItems().map((l) => [l.id, l.quantity])).toEqual([
      ['cart-1', 3],
      [expect.stringMatching(/^cart-/), 1],
    ]);
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}').state.items;
    expect(saved.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
  });
});
