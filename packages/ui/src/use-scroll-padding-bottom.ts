import { type RefObject, useLayoutEffect } from 'react';

/**
 * While a bar sticks to the bottom of the screen, the page keeps that much room at the bottom when it scrolls
 * something into view (`scroll-padding-bottom` on `<html>`, measured from the bar and kept up to date as it changes
 * size): a control reached with Tab is scrolled above the bar, never under it (WCAG 2.2, 2.4.11 Focus Not Obscured).
 * Taken away again when the bar goes.
 */
export function useScrollPaddingBottom(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      // The bar's height and its gap to the screen's bottom edge (a bar that floats above it), and a little air.
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.scrollPaddingBottom = `${Math.ceil(element.getBoundingClientRect().height + gap + 8)}px`;
    };
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
