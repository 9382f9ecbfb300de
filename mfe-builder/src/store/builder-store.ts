import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { type BuilderProgress, initialProgress, restoreProgress } from '../domain/builder-state';
import type { IngredientCategory } from '../domain/ingredients';
import { type ToggleOutcome, toggleIngredient } from '../domain/selection';
import { LAST_STEP, stepAt } from '../domain/steps';
import { checkStep, type StepCheck } from '../domain/validation';

export const BUILDER_STORAGE_KEY = 'campus-bowls-builder';
const BUILDER_VERSION = 1;

interface BuilderActions {
  /** A choice was clicked: returns what happened (`limit` when the pick was ignored). */
  ingredientToggled: (category: IngredientCategory, id: string) => ToggleOutcome;
  /** Next was pressed: moves on only when the step's requirement is met, and says why not otherwise. */
  nextRequested: () => StepCheck;
  backRequested: () => void;
  /** Go back to an earlier step (from Review's Edit links). */
  stepRevisited: (index: number) => void;
  builderReset: () => void;
}

interface BuilderState extends BuilderProgress {
  actions: BuilderActions;
}

/** sessionStorage that never throws; what is read back is validated (restoreProgress). */
const sessionStore: PersistStorage<BuilderProgress> = {
  getItem(name) {
    try {
      const raw = globalThis.sessionStorage?.getItem(name);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { state?: unknown; version?: unknown } | null;
      if (typeof parsed !== 'object' || parsed === null) return null;
      return { state: restoreProgress(parsed.state), version: typeof parsed.version === 'number' ? parsed.version : 0 };
    } catch {
      return null;
    }
  },
  setItem(name, value) {
    try {
      globalThis.sessionStorage?.setItem(name, JSON.stringify(value));
    } catch {
      /* storage full or blocked: the bowl still works in memory */
    }
  },
  removeItem(name) {
    try {
      globalThis.sessionStorage?.removeItem(name);
    } catch {
      /* nothing to remove */
    }
  },
};

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
        nextRequested: () => {
          const { step, selections } = get();
          const check = checkStep(stepAt(step), selections);
          if (check.ok) set({ step: Math.min(step + 1, LAST_STEP) });
          return check;
        },
        backRequested: () => set((s) => ({ step: Math.max(s.step - 1, 0) })),
        stepRevisited: (index) => set((s) => (index >= 0 && index < s.step ? { step: index } : s)),
        builderReset: () => set(initialProgress()),
      },
    }),
    {
      name: BUILDER_STORAGE_KEY,
      version: BUILDER_VERSION,
      storage: sessionStore,
      partialize: (s): BuilderProgress => ({ step: s.step, selections: s.selections }),
      migrate: (persisted) => restoreProgress(persisted),
      merge: (persisted, current) => ({ ...current, ...restoreProgress(persisted) }),
    },
  ),
);

export const useBuilderStep = (): number => useBuilderStore((s) => s.step);
export const useSelections = (): BuilderProgress['selections'] => useBuilderStore((s) => s.selections);
export const useBuilderActions = (): BuilderActions => useBuilderStore((s) => s.actions);

/** For tests: the current progress, and a way to start over (also clears the stored copy). */
export const builderStore = {
  get: (): BuilderProgress => {
    const { step, selections } = useBuilderStore.getState();
    return { step, selections };
  },
  reset: (): void => useBuilderStore.getState().actions.builderReset(),
  rehydrate: (): Promise<void> | void => useBuilderStore.persist.rehydrate(),
};
