import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(async () => {
  // Tests of Node code run in Node's environment (`// @vitest-environment node`): no DOM, no storage to clear.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The profile and favourites stores outlive a test in its file: each test starts with none.
  const { favouritesStore, profileStore } = await import('@campus/cart');
  profileStore.reset();
  favouritesStore.reset();
});
