import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

type FakeFiber = { return: FakeFiber | null; alternate?: FakeFiber | null; stateNode?: { current?: unknown } };

/** A control as React leaves it while rendering it: its props and a fiber under a root not yet on screen. */
function render(el: HTMLElement, onClick: () => void): { commit: () => void } {
  const root: { current?: unknown } = {};
  const hostRoot: FakeFiber = { return: null, stateNode: root };
  Object.assign(el, { __reactProps$test: {}, __reactFiber$test: { return: hostRoot } });
  el.addEventListener('click', onClick);
  return { commit: () => Object.assign(root, { current: hostRoot }) };
}

/** … and once it has committed it. */
function adopt(el: HTMLElement, onClick: () => void): void {
  render(el, onClick).commit();
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('taps before hydration', () => {
  it('are held on a slice control React has not adopted, and replayed in order once it has', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div id="root"><header><button id="b">B</button></header><div data-remote="mfe_menu"><button id="a">A</button></div></div>';
    const a = document.getElementById('a') as HTMLButtonElement;
    const b = document.getElementById('b') as HTMLButtonElement;
    const seen: string[] = [];
    b.click();
    a.click();
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([]);
    adopt(a, () => seen.push('a'));
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]); // b was tapped first: it goes first
    adopt(b, () => seen.push('b'));
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['b', 'a']);
    // Adopted now: a tap goes straight through.
    a.click();
    expect(seen).toEqual(['b', 'a', 'a']);
  });

  it('lets a tap through at once on a control React has committed, also after it updated it', () => {
    holdEarlyClicks();
    document.body.innerHTML = '<div id="root"><button id="c">C</button></div>';
    const c = document.getElementById('c') as HTMLButtonElement;
    const seen = vi.fn();
    // After an update the node still points at the fiber it was created with; its other version is on screen.
    const root: { current?: unknown } = {};
    const shown: FakeFiber = { return: null, stateNode: root };
    root.current = shown;
    const old: FakeFiber = { return: { return: null, stateNode: root }, alternate: { return: shown } };
    Object.assign(c, { __reactProps$test: {}, __reactFiber$test: old });
    c.addEventListener('click', seen);
    c.click();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('waits for React to commit what it rendered (a tap in between would be lost), or half a second', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML = '<div id="root"><div data-remote="mfe_info"><button id="play">Play</button></div></div>';
    const play = document.getElementById('play') as HTMLButtonElement;
    const seen = vi.fn();
    play.click();
    const rendered = render(play, seen);
    vi.advanceTimersByTime(200);
    expect(seen).not.toHaveBeenCalled();
    rendered.commit();
    vi.advanceTimersByTime(100);
    expect(seen).toHaveBeenCalledTimes(1);
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
    gone.click();
    gone.remove();
    vi.advanceTimersByTime(200);
    const late = vi.fn();
    adopt(gone, late);
    document.body.append(document.createElement('div'));
    vi.advanceTimersByTime(200);
    expect(late).not.toHaveBeenCalled();
  });
});

describe('taps before the shell’s code runs (public/hold-taps.js)', () => {
  it('the page’s own little script holds them, and the shell replays the ones on controls once React owns them', async () => {
    vi.useFakeTimers();
    // The script as the page's <head> loads it: plain JS, served as is.
    const { readFileSync } = await import('node:fs');
    new Function(readFileSync(`${import.meta.dirname}/../../public/hold-taps.js`, 'utf8'))();
    document.body.innerHTML =
      '<div id="root"><p id="text">Hello</p><a href="#x" id="link">L</a><button id="veg">Vegetarian only</button></div>';
    const veg = document.getElementById('veg') as HTMLButtonElement;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    veg.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    document.getElementById('text')?.click();

    holdEarlyClicks();
    const seen = vi.fn();
    adopt(veg, seen);
    vi.advanceTimersByTime(100);
    expect(seen).toHaveBeenCalledTimes(1);
    // Handed over: the little script holds nothing more.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    veg.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
