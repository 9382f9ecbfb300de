// Functions that run inside the page, in any engine. Each is sent as source text, so it must use only its own
// arguments and the page's globals.

import type { AxeResults, RunOptions } from 'axe-core';
import type { Query } from './drivers.ts';

/** The first visible element of a role whose accessible name (aria-label, else its text) matches. */
export function findElement(q: Query): Element | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element) => norm(el.getAttribute('aria-label') || el.textContent);
  const selector = {
    button: 'button, [role=button]',
    link: 'a[href]',
    heading: 'h1, h2, h3, h4, h5, h6',
    tab: '[role=tab]',
    text: 'main *',
  }[q.role];
  const root = q.within ? document.querySelector(q.within) : document;
  if (!root) return null;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  };
  const how = q.match ?? 'exact';
  const matches = (name: string) =>
    how === 'exact' ? name === q.name : how === 'prefix' ? name.startsWith(q.name) : name.includes(q.name);
  for (const el of root.querySelectorAll(selector)) {
    if (shown(el) && matches(nameOf(el))) return el;
  }
  return null;
}

/** What a person sees of the page: its width against the screen's, the main heading, the cart link's name. */
export function pageState() {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const root = document.documentElement;
  const cart = [...document.querySelectorAll('a[href="/cart"]')].find((a) =>
    (a.getAttribute('aria-label') ?? '').startsWith('Cart,'),
  );
  return {
    path: location.pathname + location.search,
    screen: root.clientWidth,
    page: root.scrollWidth,
    h1: norm(document.querySelector('main h1')?.textContent),
    cart: cart?.getAttribute('aria-label') ?? null,
    main: norm(document.querySelector('main')?.textContent).slice(0, 4000),
    scrollY: Math.round(window.scrollY),
    manifestReads: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/remotes.json')).length,
  };
}

/** For engines without a console event (WebKit over classic WebDriver): collect errors (and warnings) from now on. */
export function installErrorHook() {
  const w = window as unknown as { __engineErrors?: string[]; __engineWarnings?: string[] };
  if (w.__engineErrors) return;
  w.__engineErrors = [];
  w.__engineWarnings = [];
  const original = console.error;
  console.error = (...args) => {
    w.__engineErrors?.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  const originalWarn = console.warn;
  console.warn = (...args) => {
    w.__engineWarnings?.push(args.map(String).join(' '));
    originalWarn.apply(console, args);
  };
  window.addEventListener('error', (e) => w.__engineErrors?.push(`uncaught: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => w.__engineErrors?.push(`unhandled rejection: ${e.reason}`));
}

export function drainWarnings() {
  const w = window as unknown as { __engineWarnings?: string[] };
  const warnings = w.__engineWarnings ?? [];
  w.__engineWarnings = [];
  return warnings;
}

export function drainErrorHook() {
  const w = window as unknown as { __engineErrors?: string[] };
  const errors = w.__engineErrors ?? [];
  w.__engineErrors = [];
  return errors;
}

/** A fresh start: the demo notice dismissed, an empty cart (or the given lines). */
export function resetStorage(cartJson: string | null) {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('disclaimer-dismissed', 'true');
  if (cartJson) localStorage.setItem('campus-bowls-cart', cartJson);
}

/**
 * What a person meets of the open modal dialog: its role and name, whether it is modal (`:modal`), the name of what
 * has focus and whether that is inside it, whether a control of the page behind (the header's cart link) can take
 * focus, and whether the page behind can scroll.
 */
export function dialogState() {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    return norm(el.getAttribute('aria-label') || (by && document.getElementById(by)?.textContent) || el.textContent);
  };
  const dialog = document.querySelector('dialog[open]');
  const focused = document.activeElement;
  const behind = document.querySelector<HTMLElement>('header a[href="/cart"]');
  behind?.focus();
  const behindTakesFocus = Boolean(behind) && document.activeElement === behind;
  if (focused instanceof HTMLElement) focused.focus();
  return {
    dialog: dialog ? `${dialog.getAttribute('role') ?? 'dialog'} ${nameOf(dialog)}` : null,
    modal: Boolean(dialog?.matches(':modal')),
    focus: focused && focused !== document.body ? nameOf(focused) : null,
    focusInside: Boolean(dialog?.contains(focused)),
    behindTakesFocus,
    pageScrolls: getComputedStyle(document.documentElement).overflow !== 'hidden',
  };
}

/** Focuses the open dialog's button or link of that name (aria-label, else its text); false when there is none. */
export function focusInDialog(name: string) {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const dialog = document.querySelector('dialog[open]');
  const control = [...(dialog?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].find(
    (el) => norm(el.getAttribute('aria-label') || el.textContent) === name,
  );
  control?.focus();
  return Boolean(control);
}

/** axe-core's findings on the whole page (axe's source evaluated into the page first), as "rule: targets" lines. */
export async function axeViolations(tags: string[]) {
  const w = window as unknown as {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  };
  if (!w.axe) throw new Error('axe-core is not in the page');
  const results = await w.axe.run(document, { runOnly: { type: 'tag', values: tags } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
