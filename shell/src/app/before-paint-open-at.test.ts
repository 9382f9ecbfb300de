import { readFileSync } from 'node:fs';
import { OPEN_AT_ATTRIBUTE } from '@campus/ui/server-drawn';
import { recordScrollsIntoView } from '@campus/ui/testing/server-html';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A server-drawn page that names its part to open at, as the menu does for ?category=sandwiches. */
function page(openAt?: string): void {
  const named = openAt ? ` ${OPEN_AT_ATTRIBUTE}="${openAt}"` : '';
  document.body.innerHTML = `<div id="root"><div${named}><section id="top"></section><section id="sandwiches"></section></div></div>`;
}

const scrolled = recordScrollsIntoView();
afterEach(() => {
  scrolled.length = 0;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** public/before-paint.js as the page's <head> runs it (plain JS, served as is); its tap holding handed back. */
function runBeforePaint(): void {
  new Function(readFileSync(`${import.meta.dirname}/../../public/before-paint.js`, 'utf8'))();
  (window as unknown as { __campusHeldTaps: { take: () => unknown } }).__campusHeldTaps.take();
}

describe('public/before-paint.js opens the page at the part a link asked for, before the code runs', () => {
  const frame = (step: FrameRequestCallback) => {
    step(0);
    return 0;
  };

  it('scrolls to the element the page names, in the frame after the HTML is parsed', () => {
    vi.stubGlobal('requestAnimationFrame', frame);
    page('sandwiches');
    runBeforePaint();
    expect(scrolled).toEqual(['sandwiches']);
  });

  it('leaves the page where it is when nothing is named, or when the customer has scrolled already', () => {
    vi.stubGlobal('requestAnimationFrame', frame);
    page();
    runBeforePaint();
    page('sandwiches');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(240);
    runBeforePaint();
    expect(scrolled).toEqual([]);
  });
});
