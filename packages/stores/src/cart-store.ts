import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  addLine,
  cartCount,
  cartTotalCents,
  classifyGeneric,
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

export { CART_STORAGE_KEY };

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

const useCartStore = create<CartState>()(
  persist(
    (set) => {
      const add = (entry: NewCartItem) => set((s) => ({ items: addLine(s.items, entry) }));
      return {
        items: [],
        saveFailed: false,
        actions: {
          bowlAdded: (item) => add({ type: 'bowl', item }),
          customBowlAdded: (item) => add({ type: 'custom_bowl', item }),
          sandwichAdded: (item) => add({ type: 'sandwich', item }),
          mealPlanAdded: (item) => add({ type: 'meal_plan', item }),
          itemAdded: (item) => add(classifyGeneric(item)),
          itemRemoved: (id) => set((s) => ({ items: removeLine(s.items, id) })),
          itemRestored: (line, index) => set((s) => ({ items: restoreLine(s.items, line, index) })),
          quantityChanged: (id, quantity) => set((s) => ({ items: setQuantity(s.items, id, quantity) })),
          cartCleared: () => set({ items: [] }),
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_VERSION,
      storage: cartStorage,
      partialize: (s): Persisted => ({ items: s.items }),
      // Older or unknown versions: keep only lines that are valid today.
      migrate: (persisted) => ({ items: sanitizeCartItems((persisted as Persisted | undefined)?.items) }),
      merge: mergeStored((persisted, current) => ({
        ...current,
        items: sanitizeCartItems((persisted as Persisted | undefined)?.items),
      })),
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

export const useCartItems = (): CartItem[] => useCartStore((s) => s.items);
export const useCartCount = (): number => useCartStore((s) => cartCount(s.items));
export const useCartTotalCents = (): number => useCartStore((s) => cartTotalCents(s.items));
export const useCartSaveFailed = (): boolean => useCartStore((s) => s.saveFailed);
export const useCartActions = (): CartActions => useCartStore((s) => s.actions);

/** For tests and non-React code: the current lines and the actions. */
export const cartStore = {
  getItems: (): CartItem[] => useCartStore.getState().items,
  actions: (): CartActions => useCartStore.getState().actions,
  reset: (): void => {
    useCartStore.setState({ items: [], saveFailed: false });
  },
  /** Read the stored cart again (what another tab's change does). */
  rehydrate: (): Promise<void> | void => useCartStore.persist.rehydrate(),
};
