import {
  DEFERRED_HYDRATION_ATTRIBUTE,
  DEFERRED_HYDRATION_EVENT,
  LIVE_ATTRIBUTE,
  SHELL_LIVE_ATTRIBUTE,
  TAP_HELD_ATTRIBUTE,
} from '@campus/contract/dom-ids';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferStaticParts } from './deferred-hydration';

const html = document.documentElement;
let released: number[] = [];
const count = () => released.push(Date.now());
/** Lets observers, promises and a zero-delay idle fallback run. */
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const deferring = () => html.hasAttribute(DEFERRED_HYDRATION_ATTRIBUTE);

beforeEach(() => {
  released = [];
  document.addEventListener(DEFERRED_HYDRATION_EVENT, count);
  document.body.innerHTML = '<main><div data-remote="mfe_menu"><button type="button">Add</button></div></main>';
});
afterEach(() => {
  document.removeEventListener(DEFERRED_HYDRATION_EVENT, count);
  html.removeAttribute(SHELL_LIVE_ATTRIBUTE);
  html.removeAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
});

describe('deferStaticParts: the parts that never change wait for the page', () => {
  it('says so on <html> at once, and releases them once the shell and the slice are live and the browser idle', async () => {
    deferStaticParts();
    expect(deferring()).toBe(true);
    html.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
    await settle();
    expect(released).toHaveLength(0);
    document.querySelector('[data-remote]')?.setAttribute(LIVE_ATTRIBUTE, '');
    await settle();
    expect(deferring()).toBe(false);
    expect(released).toHaveLength(1);
  });

  it('releases them at the customer’s first tap, before its click, live or not', async () => {
    deferStaticParts();
    const button = document.querySelector('button');
    let deferredAtClick: boolean | undefined;
    button?.addEventListener('click', () => {
      deferredAtClick = deferring();
    });
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button?.click();
    expect(deferredAtClick).toBe(false);
    expect(released).toHaveLength(1);
  });

  it('and at the first key or focus', () => {
    deferStaticParts();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(released).toHaveLength(1);
    deferStaticParts();
    document.querySelector('button')?.focus();
    expect(released).toHaveLength(2);
  });

  it('releases them once, whatever comes after', async () => {
    deferStaticParts();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    html.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
    document.querySelector('[data-remote]')?.setAttribute(LIVE_ATTRIBUTE, '');
    await settle();
    expect(released).toHaveLength(1);
  });

  it('not at all when the customer tapped before the code came (their tap is held, to be replayed)', () => {
    document.querySelector('button')?.setAttribute(TAP_HELD_ATTRIBUTE, '');
    deferStaticParts();
    expect(deferring()).toBe(false);
  });

  it('a page that never goes live (its slice’s code did not come) releases them after the limit', async () => {
    deferStaticParts(50);
    await settle();
    expect(released).toHaveLength(0);
    await settle(60);
    expect(released).toHaveLength(1);
    expect(deferring()).toBe(false);
  });
});
