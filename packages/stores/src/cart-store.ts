import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  addLine,
  cartCount,
  cartTotalCents,
  classifyGeneric,
  joinLines,
  type NewCartItem,
  removeLine,
  restoreLine,
  setQuantity,
} from './cart-rules';
import type { BowlCartPayload, CartItem, CustomBowl, PlanBundle, SandwichCartPayload } from './cart-types';
import { sanitizeCartItems } from './cart-validate';
import { mergeStored } from './merge-stored';
import { safeJsonStorage } from './safe-storage';
import { type SaveFlag, saveFailureReporter } from './save-failure';
import { CART_STORAGE_KEY, CART_VERSION } from './storage';
import { toast } from './toast-store';

export { CART_STORAGE_KEY };

/** The kind of the notice naming lines the catalogue no longer has (a second read replaces it, never stacks). */
export const CART_GONE_NOTICE = 'cart:gone';

interface CartActions {
  bowlAdded: (bowl: BowlCartPayload) => void;
  customBowlAdded: (bowl: CustomBowl) => void;
  sandwichAdded: (sandwich: SandwichCartPayload) => void;
  mealPlanAdded: (bundle: PlanBundle) => void;
  /** The generic add of SPEC §4: a bowl if the item has a name, otherwise a sandwich. */
  itemAdded: (item: BowlCartPayload | SandwichCartPayload) => void;
  itemRemoved: (id: string) => void;
  itemRestored: (line: CartItem, index: number) => void;
  quantityChanged: (id: string, quantity: number) => void;
  cartCleared: () => void;
}

interface CartState {
  items: CartItem[];
  /** True while the browser refuses to save (storage full or blocked): the cart still works in memory. */
  saveFailed: boolean;
  /**
   * Lines read from storage and not yet priced from today's catalogue (its module arrives after the page's first code):
   * kept and counted, never shown or charged.
   */
  unread: CartItem[];
  /** What the last read of the stored cart could not price (gone from the catalogue), for its one notice; not kept. */
  gone: string[];
  actions: CartActions;
}

type Persisted = { items: CartItem[] };

/** The stored cart, read back with only the lines that are valid today. */
const cartStorage = safeJsonStorage<Persisted>(
  (state) => ({ items: sanitizeCartItems((state as { items?: unknown } | undefined)?.items) }),
  saveFailureReporter((): SaveFlag => useCartStore, {
    title: "Your cart can't be saved on this device",
    description: 'Browser storage is full or blocked. Your cart still works while this tab stays open.',
  }),
);

/**
 * Pricing a stored cart needs today's catalogue, ~11 KB gzip that every page would otherwise download with this shared
 * module (most pages never show a price). So it is its own module, fetched when a stored cart has lines — at once by a
 * page that shows the cart's money, else when the page is idle (so the header's count drops what is gone) — and kept.
 */
type Pricer = typeof import('./cart-prices');
let pricer: Pricer | undefined;
let pricerLoad: Promise<void> | undefined;

/** Loads the pricing module once, then prices what is waiting. Resolves when the stored cart has been read. */
function loadPricer(): Promise<void> {
  pricerLoad ??= import('./cart-prices').then(
    (module) => {
      pricer = module;
      priceUnread();
    },
    () => {
      // Not arrived (no network): the lines stay waiting, counted, and the next reader tries again.
      pricerLoad = undefined;
    },
  );
  return pricerLoad;
}

/** After the page's own start: the browser's next idle moment (at most 3 s away). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 0);
}

/** Says once which lines are gone (the cart is then saved without them, so the next read does not say it again). */
function sayGone(gone: readonly string[]): void {
  if (gone.length === 0 || !pricer) return;
  toast({ ...pricer.goneNotice(gone), kind: CART_GONE_NOTICE, durationMs: 10_000 });
}

/** The store's own `set` and `get` (set saves what it sets), for what happens after a read. */
let setCart: ((partial: Partial<CartState>) => void) | undefined;
let getCart: (() => CartState) | undefined;

/** The lines waiting for their price, priced: shown from now on, before anything added meanwhile. */
function priceUnread(): void {
  const state = getCart?.();
  if (!state || !pricer || state.unread.length === 0) return;
  const { items, gone } = pricer.priceStoredCart(state.unread);
  setCart?.({ items: joinLines(items, state.items), unread: [], gone: [] });
  sayGone(gone);
}

/** A stored cart as the store holds it: valid lines only, priced from today's catalogue, or waiting for it. */
function readStoredCart(persisted: unknown): Pick<CartState, 'items' | 'unread' | 'gone'> {
  const stored = sanitizeCartItems((persisted as Persisted | undefined)?.items);
  if (pricer) return { ...pricer.priceStoredCart(stored), unread: [] };
  if (stored.length > 0) whenIdle(() => void loadPricer());
  return { items: [], unread: stored, gone: [] };
}

const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      setCart = set;
      getCart = get;
      const add = (entry: NewCartItem) => set((s) => ({ items: addLine(s.items, entry) }));
      return {
        items: [],
        saveFailed: false,
        unread: [],
        gone: [],
        actions: {
          bowlAdded: (item) => add({ type: 'bowl', item }),
          customBowlAdded: (item) => add({ type: 'custom_bowl', item }),
          sandwichAdded: (item) => add({ type: 'sandwich', item }),
          mealPlanAdded: (item) => add({ type: 'meal_plan', item }),
          itemAdded: (item) => add(classifyGeneric(item)),
          itemRemoved: (id) => set((s) => ({ items: removeLine(s.items, id) })),
          itemRestored: (line, index) => set((s) => ({ items: restoreLine(s.items, line, index) })),
          quantityChanged: (id, quantity) => set((s) => ({ items: setQuantity(s.items, id, quantity) })),
          cartCleared: () => set({ items: [], unread: [] }),
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_VERSION,
      storage: cartStorage,
      // Lines still waiting for their price are kept as they were stored.
      partialize: (s): Persisted => ({ items: [...s.unread, ...s.items] }),
      // Older or unknown versions: keep only lines that are valid today.
      migrate: (persisted) => ({ items: sanitizeCartItems((persisted as Persisted | undefined)?.items) }),
      // Whatever the device kept, the money shown is today's: each line priced again, what is gone dropped.
      merge: mergeStored((persisted, current) => ({ ...current, ...readStoredCart(persisted) })),
      // One notice names what was dropped, and the cart is saved without it.
      onRehydrateStorage: () => (state) => {
        if (!state?.gone.length) return;
        sayGone(state.gone);
        setCart?.({ gone: [] });
      },
    },
  ),
);

// Another tab changed the cart: read it back (validated) so every open tab shows the same cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) void useCartStore.persist.rehydrate();
  });
  // Counts how many times this module was evaluated on the page: the federation must keep it at 1 (checked end-to-end).
  const w = window as unknown as { __campusCartInstances?: number };
  w.__campusCartInstances = (w.__campusCartInstances ?? 0) + 1;
}

/** A reader of the cart's lines or money: stored lines still waiting for their price are priced now. */
function useReadNow(): boolean {
  const waiting = useCartStore((s) => s.unread.length > 0);
  useEffect(() => {
    if (waiting) void loadPricer();
  }, [waiting]);
  return !waiting;
}

export const useCartItems = (): CartItem[] => {
  useReadNow();
  return useCartStore((s) => s.items);
};
/** Lines waiting for their price count already (the header's badge does not wait for the catalogue). */
export const useCartCount = (): number => useCartStore((s) => cartCount(s.unread) + cartCount(s.items));
/** False while the stored cart's lines wait for today's prices: a page that shows money shows it after. */
export const useCartRead = (): boolean => useReadNow();
export const useCartTotalCents = (): number => {
  useReadNow();
  return useCartStore((s) => cartTotalCents(s.items));
};
export const useCartSaveFailed = (): boolean => useCartStore((s) => s.saveFailed);
export const useCartActions = (): CartActions => useCartStore((s) => s.actions);

/** For tests and non-React code: the current lines and the actions. */
export const cartStore = {
  getItems: (): CartItem[] => useCartStore.getState().items,
  actions: (): CartActions => useCartStore.getState().actions,
  reset: (): void => {
    useCartStore.setState({ items: [], saveFailed: false, unread: [], gone: [] });
  },
  /** Resolves once the stored cart has been read and priced (at once when there was nothing to price). */
  read: (): Promise<void> => (useCartStore.getState().unread.length ? loadPricer() : Promise.resolve()),
  /** Read the stored cart again (what another tab's change does); resolves once its lines are priced. */
  rehydrate: async (): Promise<void> => {
    await useCartStore.persist.rehydrate();
    await cartStore.read();
  },
};
