import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for a state, not a speed: a lazily loaded page took over the default 1 s on a busy 2-core
// machine (the whole unit suite beside the browser tests). A missing state still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no showModal() or close(). What the browsers do with them (top layer, inert page, Escape, focus return) is
// proven end to end in three engines; here, just enough for a component's dialog to open, close and return focus.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('a[href], button, input, select, textarea, summary')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    (openers.get(this) as HTMLElement | null)?.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
  });
}

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
