import type { IngredientCategory } from '@campus/catalogue/ingredients';
import { safeJsonStorage } from '@campus/stores/safe-storage';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type BuilderProgress, initialProgress, restoreProgress } from '../domain/builder-state';
import { type ToggleOutcome, toggleIngredient } from '../domain/selection';

export const BUILDER_STORAGE_KEY = 'campus-bowls-builder';
const BUILDER_VERSION = 1;

interface BuilderActions {
  /** A choice was clicked: returns what happened (`limit` when the pick was ignored). */
  ingredientToggled: (category: IngredientCategory, id: string) => ToggleOutcome;
  builderReset: () => void;
}

interface BuilderState extends BuilderProgress {
  actions: BuilderActions;
}

/** sessionStorage that never throws; what is read back is validated (restoreProgress). A refused write leaves the
 * bowl in memory. */
const sessionStore = safeJsonStorage<BuilderProgress>(restoreProgress, undefined, () => globalThis.sessionStorage);

const useBuilderStore = create<BuilderState>()(
  persist(
    (set, get) => ({
      ...initialProgress(),
      actions: {
        ingredientToggled: (category, id) => {
          const { selections, outcome } = toggleIngredient(get().selections, category, id);
          if (outcome !== 'limit' && outcome !== 'unknown') set({ selections });
          return outcome;
        },
        builderReset: () => set(initialProgress()),
      },
    }),
    {
      name: BUILDER_STORAGE_KEY,
      version: BUILDER_VERSION,
      storage: sessionStore,
      partialize: (s): BuilderProgress => ({ selections: s.selections }),
      migrate: (persisted) => restoreProgress(persisted),
      merge: (persisted, current) => ({ ...current, ...restoreProgress(persisted) }),
    },
  ),
);

export const useSelections = (): BuilderProgress['selections'] => useBuilderStore((s) => s.selections);
export const useBuilderActions = (): BuilderActions => useBuilderStore((s) => s.actions);

/** For tests: the current progress, and a way to start over (also clears the stored copy). */
export const builderStore = {
  get: (): BuilderProgress => {
    const { selections } = useBuilderStore.getState();
    return { selections };
  },
  reset: (): void => useBuilderStore.getState().actions.builderReset(),
  rehydrate: (): Promise<void> | void => useBuilderStore.persist.rehydrate(),
};
