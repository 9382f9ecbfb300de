import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_STORAGE_KEY } from './profile-storage';

/** Fresh store modules, hydrated from whatever localStorage holds now. */
async function fresh() {
  vi.resetModules();
  return { ...(await import('./index')) };
}

beforeEach(() => localStorage.clear());

type Stores = Awaited<ReturnType<typeof fresh>>;

let renders = 0;

/** Reads each persisted store, counting its renders. */
function Reader({ stores }: { stores: Stores }) {
  renders++;
  stores.useCartItems();
  stores.useFavourites();
  stores.useProfile();
  return <p>reading</p>;
}

/**
 * Renders of a component reading each persisted store while React adopts the server's HTML: 1 when the state it
 * adopts with (the store's initial state, useSyncExternalStore's server snapshot) is the state now.
 */
async function rendersWhileAdopting(): Promise<number> {
  const stores = await fresh();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Reader stores={stores} />);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <Reader stores={stores} />);
  });
  return renders;
}

describe('mergeStored: a first visit keeps each store’s own state', () => {
  it('nothing stored: adopting the server’s HTML re-renders nothing', async () => {
    expect(await rendersWhileAdopting()).toBe(1);
  });

  it('a stored profile: the page is drawn again with it (what the server could not know)', async () => {
    localStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ state: { profile: { diets: ['vegan'], avoid: [] } }, version: 1 }),
    );
    expect(await rendersWhileAdopting()).toBe(2);
  });
});
