import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSandwich } from './cart-fixtures';
import { FAVOURITES_STORAGE_KEY, PROFILE_STORAGE_KEY } from './profile-storage';

/** Fresh store modules, hydrated from whatever localStorage holds now. */
async function fresh() {
  vi.resetModules();
  const profile = await import('./profile-store');
  const favourites = await import('./favourites-store');
  return { ...profile, ...favourites };
}

const stored = (state: unknown, version = 1) => JSON.stringify({ state, version });
const sandwich = {
  recipe: { kind: 'product' as const, productId: 'falafel-hummus-pita' },
  line: { type: 'sandwich' as const, item: sampleSandwich },
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('profile store: reading back what was stored', () => {
  it.each([
    ['nothing stored', null, { diets: [], avoid: [] }, 'hide'],
    ['corrupt JSON', '{"state":', { diets: [], avoid: [] }, 'hide'],
    ['a list', '[1,2]', { diets: [], avoid: [] }, 'hide'],
    [
      'wrong shapes',
      stored({ profile: { diets: 'vegan', avoid: [7, 'soy'] }, display: 'sideways' }),
      { diets: [], avoid: ['soy'] },
      'hide',
    ],
    [
      'a good profile',
      stored({ profile: { diets: ['vegan'], avoid: ['sesame'] }, display: 'mark' }),
      { diets: ['vegan'], avoid: ['sesame'] },
      'mark',
    ],
    [
      'an older version',
      stored({ profile: { diets: ['halal'], avoid: [] } }, 0),
      { diets: ['halal'], avoid: [] },
      'hide',
    ],
  ])('%s', async (_what, raw, profile, display) => {
    if (raw !== null) localStorage.setItem(PROFILE_STORAGE_KEY, raw);
    const { profileStore } = await fresh();
    expect(profileStore.get()).toEqual(profile);
    expect(profileStore.display()).toBe(display);
  });
});

describe('profile store: changes', () => {
  it('toggles diets and allergens in the catalogue’s order, saves them, and clears', async () => {
    const { profileStore } = await fresh();
    const a = profileStore.actions();
    a.allergenToggled('soy');
    a.dietToggled('vegan');
    a.allergenToggled('peanuts');
    expect(profileStore.get()).toEqual({ diets: ['vegan'], avoid: ['peanuts', 'soy'] });
    expect(JSON.parse(localStorage.getItem(PROFILE_STORAGE_KEY) ?? '{}').state.profile.avoid).toEqual([
      'peanuts',
      'soy',
    ]);
    a.allergenToggled('soy');
    expect(profileStore.get().avoid).toEqual(['peanuts']);
    a.profileCleared();
    expect(profileStore.get()).toEqual({ diets: [], avoid: [] });
  });

  it('keeps working in memory when storage is full, and flags it (the shell says so)', async () => {
    const { profileStore, useProfileSaveFailed } = await fresh();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    profileStore.actions().dietToggled('halal');
    profileStore.actions().dietToggled('vegan');
    expect(profileStore.get().diets).toEqual(['halal', 'vegan']);
    expect(renderHook(() => useProfileSaveFailed()).result.current).toBe(true);
    spy.mockRestore();
    profileStore.actions().dietToggled('vegan');
    expect(renderHook(() => useProfileSaveFailed()).result.current).toBe(false);
  });

  it('picks up a change made by another tab, validated', async () => {
    const { profileStore } = await fresh();
    localStorage.setItem(PROFILE_STORAGE_KEY, stored({ profile: { diets: ['vegetarian', 'keto'], avoid: ['dairy'] } }));
    window.dispatchEvent(new StorageEvent('storage', { key: PROFILE_STORAGE_KEY }));
    await vi.waitFor(() => expect(profileStore.get()).toEqual({ diets: ['vegetarian'], avoid: ['dairy'] }));
  });
});

describe('favourites store', () => {
  it('a heart saves, a second tap removes; saved favourites are read back after a reload', async () => {
    const first = await fresh();
    expect(first.favouritesStore.actions().favouriteToggled(sandwich)).toBe(true);
    expect(first.favouritesStore.get().map((f) => f.key)).toEqual(['product:falafel-hummus-pita']);
    const again = await fresh();
    expect(again.favouritesStore.get()).toHaveLength(1);
    expect(again.favouritesStore.get()[0]?.line).toEqual(sandwich.line);
    expect(again.favouritesStore.actions().favouriteToggled(sandwich)).toBe(false);
    expect(again.favouritesStore.get()).toEqual([]);
  });

  it('ignores corrupt storage and follows another tab', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '{"state":{"favourites":"lots"}}');
    const { favouritesStore } = await fresh();
    expect(favouritesStore.get()).toEqual([]);
    localStorage.setItem(
      FAVOURITES_STORAGE_KEY,
      stored({ favourites: [{ ...sandwich, key: 'ignored', savedAt: 5 }, { recipe: { kind: 'x' } }] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY }));
    await vi.waitFor(() => expect(favouritesStore.get().map((f) => f.key)).toEqual(['product:falafel-hummus-pita']));
  });
});
