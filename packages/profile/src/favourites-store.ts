import { toast } from '@campus/cart';
import { safeJsonStorage } from '@campus/cart/safe-storage';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type Favourite, favouriteKey, MAX_FAVOURITES, type NewFavourite, sanitizeFavourites } from './favourites';
import { FAVOURITES_STORAGE_KEY } from './storage';

const FAVOURITES_VERSION = 1;

interface FavouritesActions {
  /** Saved if it was not, removed if it was (a heart). Returns whether it is saved now. */
  favouriteToggled: (favourite: NewFavourite) => boolean;
  favouriteRemoved: (key: string) => void;
}

interface FavouritesState {
  favourites: Favourite[];
  actions: FavouritesActions;
}

type Persisted = { favourites: Favourite[] };

const readPersisted = (state: unknown): Persisted => ({
  favourites: sanitizeFavourites((state as { favourites?: unknown } | undefined)?.favourites),
});

let warned = false;
function reportSaved(ok: boolean): void {
  if (!ok && !warned) {
    warned = true;
    toast({
      title: "Your favourites can't be saved on this device",
      description: 'Browser storage is full or blocked. They stay while this tab is open.',
      variant: 'destructive',
    });
  }
}

const useFavouritesStore = create<FavouritesState>()(
  persist<FavouritesState, [], [], Persisted>(
    (set, get) => ({
      favourites: [],
      actions: {
        favouriteToggled: (favourite) => {
          const key = favouriteKey(favourite.recipe);
          const saved = get().favourites.some((f) => f.key === key);
          set((s) => ({
            favourites: saved
              ? s.favourites.filter((f) => f.key !== key)
              : [{ ...favourite, key, savedAt: Date.now() }, ...s.favourites].slice(0, MAX_FAVOURITES),
          }));
          return !saved;
        },
        favouriteRemoved: (key) => set((s) => ({ favourites: s.favourites.filter((f) => f.key !== key) })),
      },
    }),
    {
      name: FAVOURITES_STORAGE_KEY,
      version: FAVOURITES_VERSION,
      storage: safeJsonStorage<Persisted>(readPersisted, reportSaved),
      partialize: (s): Persisted => ({ favourites: s.favourites }),
      migrate: (persisted) => readPersisted(persisted),
      merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
    },
  ),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) void useFavouritesStore.persist.rehydrate();
  });
}

export const useFavourites = (): Favourite[] => useFavouritesStore((s) => s.favourites);
export const useFavouritesCount = (): number => useFavouritesStore((s) => s.favourites.length);
export const useIsFavourite = (key: string | null): boolean =>
  useFavouritesStore((s) => key !== null && s.favourites.some((f) => f.key === key));
export const useFavouritesActions = (): FavouritesActions => useFavouritesStore((s) => s.actions);

export const favouritesStore = {
  get: (): Favourite[] => useFavouritesStore.getState().favourites,
  actions: (): FavouritesActions => useFavouritesStore.getState().actions,
  reset: (): void => {
    useFavouritesStore.setState({ favourites: [] });
  },
  rehydrate: (): Promise<void> | void => useFavouritesStore.persist.rehydrate(),
};
