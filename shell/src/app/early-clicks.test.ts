import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

/** A control as React leaves it once it has adopted it (its props on the node). */
function adopt(el: HTMLElement, onClick: () => void): void {
  Object.assign(el, { __reactProps$test: {} });
  el.addEventListener('click', onClick);
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
      '<div data-remote="mfe_menu"><button id="a">A</button><button id="b">B</button><a href="#x" id="link">x</a></div>';
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

  it('leaves links, and controls outside a slice, alone; drops taps on nodes that went away', () => {
    vi.useFakeTimers();
    holdEarlyClicks();
    document.body.innerHTML =
      '<div data-remote="mfe_menu"><a href="#here" id="link">x</a><button id="gone">G</button></div><button id="shell">S</button>';
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
