import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for a state, not a speed: a lazily loaded page took over the default 1 s on a busy 2-core
// machine (the whole unit suite beside the browser tests). A missing state still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  // Tests of Node code run in Node's environment (`// @vitest-environment node`): no DOM, no storage to clear.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The profile and favourites stores outlive a test in its file: each test starts with none.
  const { favouritesStore, profileStore } = await import('@campus/stores');
  profileStore.reset();
  favouritesStore.reset();
});
