import type { AllergenId, Diet } from '@campus/catalogue/types';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { mergeStored } from './merge-stored';
import { EMPTY_PROFILE, type Profile, sanitizeProfile, toggleIn } from './profile-records';
import { PROFILE_STORAGE_KEY } from './profile-storage';
import { safeJsonStorage } from './safe-storage';
import { saveFailureReporter } from './save-failure';

/** How a list shows what does not fit the profile: left out, or shown with the reason. */
export type ProfileDisplay = 'hide' | 'mark';

const PROFILE_VERSION = 1;

interface ProfileActions {
  dietToggled: (diet: Diet) => void;
  allergenToggled: (allergen: AllergenId) => void;
  profileCleared: () => void;
  displayChanged: (display: ProfileDisplay) => void;
}

interface ProfileState {
  profile: Profile;
  display: ProfileDisplay;
  saveFailed: boolean;
  actions: ProfileActions;
}

type Persisted = { profile: Profile; display: ProfileDisplay };

const readPersisted = (state: unknown): Persisted => {
  const record = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  return { profile: sanitizeProfile(record.profile), display: record.display === 'mark' ? 'mark' : 'hide' };
};

/** A refused write (storage full or blocked): flagged, said once, and the store goes on in memory. */
const reportSaved = saveFailureReporter(() => useProfileStore, {
  title: "Your diet profile can't be saved on this device",
  description: 'Browser storage is full or blocked. It still applies while this tab stays open.',
});

const useProfileStore = create<ProfileState>()(
  persist<ProfileState, [], [], Persisted>(
    (set) => ({
      profile: EMPTY_PROFILE,
      display: 'hide',
      saveFailed: false,
      actions: {
        dietToggled: (diet) =>
          set((s) => ({ profile: sanitizeProfile({ ...s.profile, diets: toggleIn(s.profile.diets, diet) }) })),
        allergenToggled: (allergen) =>
          set((s) => ({ profile: sanitizeProfile({ ...s.profile, avoid: toggleIn(s.profile.avoid, allergen) }) })),
        profileCleared: () => set({ profile: EMPTY_PROFILE }),
        displayChanged: (display) => set({ display }),
      },
    }),
    {
      name: PROFILE_STORAGE_KEY,
      version: PROFILE_VERSION,
      storage: safeJsonStorage<Persisted>(readPersisted, reportSaved),
      partialize: (s): Persisted => ({ profile: s.profile, display: s.display }),
      migrate: (persisted) => readPersisted(persisted),
      merge: mergeStored((persisted, current) => ({ ...current, ...readPersisted(persisted) })),
    },
  ),
);

// Another tab changed the profile: read it back (validated), so every open tab honours the same one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PROFILE_STORAGE_KEY || event.key === null) void useProfileStore.persist.rehydrate();
  });
  // How many times this module ran on the page: the federation must keep it at 1 (checked end-to-end).
  const w = window as unknown as { __campusProfileInstances?: number };
  w.__campusProfileInstances = (w.__campusProfileInstances ?? 0) + 1;
}

export const useProfile = (): Profile => useProfileStore((s) => s.profile);
export const useProfileDisplay = (): ProfileDisplay => useProfileStore((s) => s.display);
export const useProfileSaveFailed = (): boolean => useProfileStore((s) => s.saveFailed);
export const useProfileActions = (): ProfileActions => useProfileStore((s) => s.actions);

/** For tests and non-React code. */
export const profileStore = {
  get: (): Profile => useProfileStore.getState().profile,
  display: (): ProfileDisplay => useProfileStore.getState().display,
  actions: (): ProfileActions => useProfileStore.getState().actions,
  reset: (): void => {
    useProfileStore.setState({ profile: EMPTY_PROFILE, display: 'hide', saveFailed: false });
  },
  rehydrate: (): Promise<void> | void => useProfileStore.persist.rehydrate(),
};
