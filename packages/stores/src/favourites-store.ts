import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  type Favourite,
  favouriteKey,
  MAX_FAVOURITES,
  type NewFavourite,
  sanitizeFavourites,
} from './favourite-records';
import { mergeStored } from './merge-stored';
import { FAVOURITES_STORAGE_KEY } from './profile-storage';
import { safeJsonStorage } from './safe-storage';
import { saveFailureReporter } from './save-failure';

const FAVOURITES_VERSION = 1;

interface FavouritesActions {
  /** Saved if it was not, removed if it was (a heart). Returns whether it is saved now. */
  favouriteToggled: (favourite: NewFavourite) => boolean;
  favouriteRemoved: (key: string) => void;
}

interface FavouritesState {
  favourites: Favourite[];
  /** True while the browser refuses to save: the shell says so once, favourites stay while the tab is open. */
  saveFailed: boolean;
  actions: FavouritesActions;
}

type Persisted = { favourites: Favourite[] };

const readPersisted = (state: unknown): Persisted => ({
  favourites: sanitizeFavourites((state as { favourites?: unknown } | undefined)?.favourites),
});

/** A refused write (storage full or blocked): flagged, said once, and the store goes on in memory. */
const reportSaved = saveFailureReporter(() => useFavouritesStore, {
  title: "Your favourites can't be saved on this device",
  description: 'Browser storage is full or blocked. They stay while this tab is open.',
});

const useFavouritesStore = create<FavouritesState>()(
  persist<FavouritesState, [], [], Persisted>(
    (set, get) => ({
      favourites: [],
      saveFailed: false,
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
      merge: mergeStored((persisted, current) => ({ ...current, ...readPersisted(persisted) })),
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
export const useFavouritesSaveFailed = (): boolean => useFavouritesStore((s) => s.saveFailed);
export const useFavouritesActions = (): FavouritesActions => useFavouritesStore((s) => s.actions);

export const favouritesStore = {
  get: (): Favourite[] => useFavouritesStore.getState().favourites,
  actions: (): FavouritesActions => useFavouritesStore.getState().actions,
  reset: (): void => {
    useFavouritesStore.setState({ favourites: [], saveFailed: false });
  },
  rehydrate: (): Promise<void> | void => useFavouritesStore.persist.rehydrate(),
};
