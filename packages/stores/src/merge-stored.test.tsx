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

/**
 * Renders of a component reading each persisted store while React adopts the server's HTML: 1 when the state it
 * adopts with (the store's initial state, useSyncExternalStore's server snapshot) is the state now.
 */
async function rendersWhileAdopting(): Promise<number> {
  const { useCartItems, useFavourites, useProfile } = await fresh();
  let renders = 0;
  function Reader() {
    renders++;
    useCartItems();
    useFavourites();
    useProfile();
    return <p>reading</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Reader />);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <Reader />);
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
