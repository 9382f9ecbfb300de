import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks, SHELL_LIVE_ATTRIBUTE } from './early-clicks';

/** What the shell does once React has committed a slice's code (remote-outlet.tsx) or its own layout (layout.tsx). */
const sliceGoesLive = (name: string) => document.querySelector(`[data-remote=${name}]`)?.setAttribute('data-live', '');
const shellGoesLive = () => document.documentElement.setAttribute(SHELL_LIVE_ATTRIBUTE, '');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SHELL_LIVE_ATTRIBUTE);
  vi.useRealTimers();
});

describe('taps before hydration', () => {
  it('are held on controls not live yet, and replayed in order, one per tick, once they are', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div id="root"><header><button id="b">B</button></header><div data-remote="mfe_menu"><button id="a">A</button></div></div>';
    const a = document.getElementById('a') as HTMLButtonElement;
    const b = document.getElementById('b') as HTMLButtonElement;
    const seen: string[] = [];
    a.addEventListener('click', () => seen.push('a'));
    b.addEventListener('click', () => seen.push('b'));
    b.click();
    a.click();
    a.click();
    expect(seen).toEqual([]);
    sliceGoesLive('mfe_menu');
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([]); // b was tapped first: it goes first
    shellGoesLive();
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['b']); // one per tick: React draws each before the next
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['b', 'a']);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['b', 'a', 'a']);
    // Live now, nothing held: a tap goes straight through.
    a.click();
    expect(seen).toEqual(['b', 'a', 'a', 'a']);
  });

  it('a tap on a live control waits behind taps still held, so the order is kept', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_builder"><button id="base">Quinoa</button></div><button id="menu">Menu</button></div>';
    shellGoesLive();
    const seen: string[] = [];
    document.getElementById('base')?.addEventListener('click', () => seen.push('base'));
    document.getElementById('menu')?.addEventListener('click', () => seen.push('menu'));
    (document.getElementById('base') as HTMLButtonElement).click();
    (document.getElementById('menu') as HTMLButtonElement).click();
    expect(seen).toEqual([]);
    sliceGoesLive('mfe_builder');
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['base', 'menu']);
  });

  it('leaves links, and controls outside the app, alone; drops taps on nodes that went away', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div id="root"><a href="#here" id="link">x</a><button id="gone">G</button></div><button id="shell">S</button>';
    const outside = vi.fn();
    document.getElementById('shell')?.addEventListener('click', outside);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    document.getElementById('shell')?.click();
    expect(outside).toHaveBeenCalledTimes(1);
    const gone = document.getElementById('gone') as HTMLButtonElement;
    const late = vi.fn();
    gone.addEventListener('click', late);
    gone.click();
    gone.remove();
    shellGoesLive();
    vi.advanceTimersByTime(200);
    expect(late).not.toHaveBeenCalled();
  });
});

describe('a control drawn anew', () => {
  it('a held tap goes to the same control when the part it was in is drawn again (new nodes, same control)', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    const card = (n: number) =>
      `<article><button aria-label="Add to Cart for Falafel Hummus Pita" id="add-${n}">Add</button></article>`;
    document.body.innerHTML = `<div id="root"><div data-remote="mfe_menu"><button aria-label="Add to Cart for Falafel Hummus Pita">Add</button>${card(1)}</div></div>`;
    (document.getElementById('add-1') as HTMLButtonElement).click();
    // React draws the slice again (say the browser rendered it): new nodes, the same controls in the same order.
    const slice = document.querySelector('[data-remote=mfe_menu]') as HTMLElement;
    slice.innerHTML = `<button aria-label="Add to Cart for Falafel Hummus Pita">Add</button>${card(2)}`;
    const seen = vi.fn();
    document.getElementById('add-2')?.addEventListener('click', seen);
    sliceGoesLive('mfe_menu');
    vi.advanceTimersByTime(100);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('a slow phone: the code arrives long after the taps', () => {
  it('replays every held tap, the oldest included, however long the code took while the customer kept tapping', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_plans"><button id="sandwich">S</button><button id="drink">D</button></div></div>';
    const seen: string[] = [];
    for (const id of ['sandwich', 'drink']) document.getElementById(id)?.addEventListener('click', () => seen.push(id));
    (document.getElementById('sandwich') as HTMLButtonElement).click();
    vi.advanceTimersByTime(40_000);
    (document.getElementById('drink') as HTMLButtonElement).click();
    vi.advanceTimersByTime(30_000); // the sandwich is 70 s old, the drink 30 s
    sliceGoesLive('mfe_plans');
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['sandwich', 'drink']);
  });

  it('drops the whole sequence, never a part of it, once the last tap is a minute old', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div id="root"><div data-remote="mfe_plans"><button id="sandwich">S</button><button id="drink">D</button></div></div>';
    const seen: string[] = [];
    for (const id of ['sandwich', 'drink']) document.getElementById(id)?.addEventListener('click', () => seen.push(id));
    (document.getElementById('sandwich') as HTMLButtonElement).click();
    (document.getElementById('drink') as HTMLButtonElement).click();
    vi.advanceTimersByTime(61_000);
    sliceGoesLive('mfe_plans');
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]);
  });
});

describe('taps before the shell’s code runs (public/before-paint.js)', () => {
  it('the page’s own little script holds them, and the shell replays the ones on controls once they are live', async () => {
    vi.useFakeTimers();
    // The script as the page's <head> loads it: plain JS, served as is.
    const { readFileSync } = await import('node:fs');
    new Function(readFileSync(`${import.meta.dirname}/../../public/before-paint.js`, 'utf8'))();
    document.body.innerHTML =
      '<div id="root"><p id="text">Hello</p><a href="#x" id="link">L</a><div data-remote="mfe_menu"><button id="veg">Vegetarian only</button></div></div>';
    const veg = document.getElementById('veg') as HTMLButtonElement;
    const seen = vi.fn();
    veg.addEventListener('click', seen);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    veg.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    document.getElementById('text')?.click();

    holdEarlyClicks();
    expect(seen).not.toHaveBeenCalled();
    sliceGoesLive('mfe_menu');
    vi.advanceTimersByTime(100);
    expect(seen).toHaveBeenCalledTimes(1);
    // Handed over: the little script holds nothing more.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    veg.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
