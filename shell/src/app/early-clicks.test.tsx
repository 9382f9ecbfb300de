import { readFileSync } from 'node:fs';
import { LIVE_EVENT, SHELL_LIVE_ATTRIBUTE, TAP_ATTRIBUTE, TAP_HELD_ATTRIBUTE } from '@campus/contract/dom-ids';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTROL, type EarlyTaps, findByKey, holdEarlyClicks, keyOf } from './early-clicks';

/** What the shell does once React has committed a slice's code (slice-frame.tsx) or its own layout (layout.tsx). */
const sliceGoesLive = (name: string) => {
  const frame = document.querySelector(`[data-remote=${name}]`);
  frame?.setAttribute('data-live', '');
  frame?.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
};
const shellGoesLive = () => {
  document.documentElement.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
  document.documentElement.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
};
const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** Lets the microtask and the zero-delay tasks the replay runs in pass (fake timers count such a task 1 ms). */
const settleAll = () => vi.advanceTimersByTimeAsync(20);
/** Lets queued microtasks run, and no task. */
const microtasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

let stop: (() => void) | undefined;
const start = () => {
  stop = holdEarlyClicks();
};

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SHELL_LIVE_ATTRIBUTE);
  delete (window as { __campusHeldTaps?: EarlyTaps }).__campusHeldTaps;
  vi.useRealTimers();
});

describe('taps before hydration', () => {
  it('are held on controls not live yet, drawn pending, and replayed in order once they are: on the live signal', async () => {
    vi.useFakeTimers();
    start();
    document.body.innerHTML =
      '<div id="root"><header><button id="b">B</button></header><div data-remote="mfe_menu"><button id="a">A</button><button id="c">C</button></div></div>';
    const seen: string[] = [];
    for (const id of ['a', 'b', 'c']) byId(id).addEventListener('click', () => seen.push(id));
    byId('b').click();
    byId('a').click();
    byId('c').click();
    expect(seen).toEqual([]);
    expect(byId('a').hasAttribute(TAP_HELD_ATTRIBUTE)).toBe(true);
    expect(byId('a').getAttribute('aria-busy')).toBe('true');
    // Time alone replays nothing: no polling, only the live signal.
    document.querySelector('[data-remote=mfe_menu]')?.setAttribute('data-live', '');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toEqual([]);
    sliceGoesLive('mfe_menu');
    await settleAll();
    expect(seen).toEqual([]); // b was tapped first: it goes first
    shellGoesLive();
    await Promise.resolve(); // the live signal's microtask: the first tap at once
    expect(seen).toEqual(['b']);
    // Then each in a microtask of its own (after React's, which answers the one before), all in this same task: no
    // timer, no frame in between.
    await microtasks();
    expect(seen).toEqual(['b', 'a', 'c']);
    expect(document.querySelectorAll(`[${TAP_HELD_ATTRIBUTE}], [aria-busy]`)).toHaveLength(0);
    // Live now, nothing held: a tap goes straight through.
    byId('a').click();
    expect(seen).toEqual(['b', 'a', 'c', 'a']);
  });

  it('a tap on a live control waits behind taps still held, so the order is kept', async () => {
    vi.useFakeTimers();
    start();
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_builder"><button id="base">Quinoa</button></div><button id="menu">Menu</button></div>';
    shellGoesLive();
    const seen: string[] = [];
    byId('base').addEventListener('click', () => seen.push('base'));
    byId('menu').addEventListener('click', () => seen.push('menu'));
    byId('base').click();
    byId('menu').click();
    await settleAll();
    expect(seen).toEqual([]);
    sliceGoesLive('mfe_builder');
    await settleAll();
    expect(seen).toEqual(['base', 'menu']);
  });

  it('leaves links, and controls outside the app, alone; drops taps on unnamed nodes that went away', async () => {
    vi.useFakeTimers();
    start();
    document.body.innerHTML =
      '<div id="root"><a href="#here" id="link">x</a><button id="gone">G</button></div><button id="shell">S</button>';
    const outside = vi.fn();
    byId('shell').addEventListener('click', outside);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    byId('shell').click();
    expect(outside).toHaveBeenCalledTimes(1);
    const gone = byId('gone');
    const late = vi.fn();
    gone.addEventListener('click', late);
    gone.click();
    gone.remove();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    shellGoesLive();
    await settleAll();
    expect(late).not.toHaveBeenCalled();
  });
});

/** A step that needs a choice before Next, as the builder's: Next reads the choice from its render. */
function Step({ onNext }: { onNext: (chosen: string | null) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div data-remote="mfe_builder">
      <button type="button" id="quinoa" aria-pressed={chosen === 'quinoa'} onClick={() => setChosen('quinoa')}>
        Quinoa
      </button>
      <button type="button" id="next" onClick={() => onNext(chosen)}>
        Next
      </button>
    </div>
  );
}

describe('held taps on React controls', () => {
  it('are answered in order within the task the part went live in: each tap sees the answer to the one before', async () => {
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      start();
      document.body.innerHTML = '<div id="root"></div>';
      const root = createRoot(byId('root'));
      const nexts: (string | null)[] = [];
      flushSync(() => root.render(<Step onNext={(chosen) => nexts.push(chosen)} />));
      byId('quinoa').click();
      byId('next').click();
      expect(nexts).toEqual([]);
      sliceGoesLive('mfe_builder');
      await microtasks();
      expect(nexts).toEqual(['quinoa']);
      expect(byId('quinoa').getAttribute('aria-pressed')).toBe('true');
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('a double tap on a held control', () => {
  it('counts once: the same control tapped again while its tap is held; each counts once it is live', async () => {
    vi.useFakeTimers();
    start();
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_menu"><button id="add" data-tap="add-to-cart:smart-value">Add to Cart</button><button id="veg" data-tap="diet:vegetarian">Vegetarian only</button></div></div>';
    const seen: string[] = [];
    for (const id of ['add', 'veg']) byId(id).addEventListener('click', () => seen.push(id));
    byId('add').click();
    byId('add').click();
    byId('veg').click();
    byId('veg').click();
    byId('add').click(); // still held: the same control, its tap not replayed yet
    sliceGoesLive('mfe_menu');
    await settleAll();
    expect(seen).toEqual(['add', 'veg']);
    byId('add').click();
    byId('add').click();
    expect(seen).toEqual(['add', 'veg', 'add', 'add']);
  });
});

describe('a control drawn anew', () => {
  it('a held tap lands on the control with its name though its label changed as the page became live', async () => {
    vi.useFakeTimers();
    start();
    const card = (label: string, n: number) =>
      `<article><button data-tap="add-to-cart:falafel" aria-label="${label}" id="add-${n}">Add</button></article>`;
    document.body.innerHTML = `<div id="root"><div data-remote="mfe_menu"><button data-tap="add-to-cart:pita" aria-label="Add to Cart for Pita">Add</button>${card('Add to Cart, $9.99', 1)}</div></div>`;
    byId('add-1').click();
    // React draws the slice again (a mismatch, or the browser rendered it): new nodes, another price in the label.
    const slice = document.querySelector('[data-remote=mfe_menu]') as HTMLElement;
    slice.innerHTML = `<button data-tap="add-to-cart:pita" aria-label="Add to Cart for Pita">Add</button>${card('Add to Cart, $10.49', 2)}`;
    const seen = vi.fn();
    const pita = vi.fn();
    byId('add-2').addEventListener('click', seen);
    slice.querySelector('button')?.addEventListener('click', pita);
    sliceGoesLive('mfe_menu');
    await settleAll();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(pita).not.toHaveBeenCalled();
  });

  it('keys a control by its slice, its name and its place among controls of that name', () => {
    document.body.innerHTML = `<div id="root"><button ${TAP_ATTRIBUTE}="menu">Menu</button><div data-remote="mfe_menu"><button ${TAP_ATTRIBUTE}="fav:pita">♥</button><button ${TAP_ATTRIBUTE}="fav:pita" id="second">♥</button><button id="plain">x</button></div></div>`;
    expect(keyOf(byId('second'))).toEqual({ remote: 'mfe_menu', id: 'fav:pita', index: 1 });
    expect(keyOf(byId('plain'))).toBeNull();
    const menu = document.querySelector('header, #root > button') as HTMLElement;
    expect(keyOf(menu)).toEqual({ remote: null, id: 'menu', index: 0 });
    expect(findByKey({ remote: 'mfe_menu', id: 'fav:pita', index: 1 })).toBe(byId('second'));
    expect(findByKey({ remote: 'mfe_menu', id: 'fav:pita', index: 2 })).toBeNull();
    expect(findByKey({ remote: 'mfe_cart', id: 'fav:pita', index: 0 })).toBeNull();
  });
});

describe('a slow phone: the code arrives long after the taps', () => {
  it('replays every held tap, the oldest included, however long the code took while the customer kept tapping', async () => {
    vi.useFakeTimers();
    start();
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_plans"><button id="sandwich">S</button><button id="drink">D</button></div></div>';
    const seen: string[] = [];
    for (const id of ['sandwich', 'drink']) byId(id).addEventListener('click', () => seen.push(id));
    byId('sandwich').click();
    await vi.advanceTimersByTimeAsync(40_000);
    byId('drink').click();
    await vi.advanceTimersByTimeAsync(30_000); // the sandwich is 70 s old, the drink 30 s
    sliceGoesLive('mfe_plans');
    await settleAll();
    expect(seen).toEqual(['sandwich', 'drink']);
  });

  it('drops the whole sequence, never a part of it, once the last tap is a minute old, and stops drawing it', async () => {
    vi.useFakeTimers();
    start();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_plans"><button id="sandwich">S</button><button id="drink">D</button></div></div>';
    const seen: string[] = [];
    for (const id of ['sandwich', 'drink']) byId(id).addEventListener('click', () => seen.push(id));
    byId('sandwich').click();
    byId('drink').click();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(document.querySelectorAll(`[${TAP_HELD_ATTRIBUTE}]`)).toHaveLength(0);
    sliceGoesLive('mfe_plans');
    await settleAll();
    expect(seen).toEqual([]);
  });
});

describe('taps before the shell’s code runs (public/before-paint.js)', () => {
  /** The script as the page's <head> loads it: plain JS, served as is. */
  const runBeforePaint = () =>
    new Function(readFileSync(`${import.meta.dirname}/../../public/before-paint.js`, 'utf8'))();

  it('the page’s own little script holds taps on controls, draws them pending at once, and counts a double tap once', async () => {
    vi.useFakeTimers();
    runBeforePaint();
    document.body.innerHTML =
      '<div id="root"><p id="text">Hello</p><a href="#x" id="link">L</a><div data-remote="mfe_menu"><button id="veg">Vegetarian <b id="inner">only</b></button><button id="tofu">Crispy Tofu</button></div></div>';
    const seen: string[] = [];
    for (const id of ['veg', 'tofu']) byId(id).addEventListener('click', () => seen.push(id));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('inner').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(byId('veg').hasAttribute(TAP_HELD_ATTRIBUTE)).toBe(true);
    expect(byId('veg').getAttribute('aria-busy')).toBe('true');
    byId('veg').click(); // again, while held
    byId('tofu').click();
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    const onText = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('text').dispatchEvent(onText);
    expect(onText.defaultPrevented).toBe(false);

    start();
    expect(byId('veg').hasAttribute(TAP_HELD_ATTRIBUTE)).toBe(true); // still drawn, now the shell's
    byId('tofu').click(); // again, after the hand-over: still the same held tap
    sliceGoesLive('mfe_menu');
    await settleAll();
    expect(seen).toEqual(['veg', 'tofu']);
    // Handed over: the little script holds nothing more.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('veg').dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(seen).toEqual(['veg', 'tofu', 'veg']);
  });

  it('knows controls as the shell does', () => {
    runBeforePaint();
    expect((window as { __campusHeldTaps?: EarlyTaps }).__campusHeldTaps?.controls).toBe(CONTROL);
    const source = readFileSync(`${import.meta.dirname}/../../public/before-paint.js`, 'utf8');
    expect(source).toContain(`'${TAP_HELD_ATTRIBUTE}'`);
  });
});
