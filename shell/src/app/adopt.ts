import { prepareCn } from '@campus/ui/cn';
import { type ReactNode, startTransition } from 'react';
import { type HydrationOptions, hydrateRoot } from 'react-dom/client';
import { deferStaticParts } from './deferred-hydration';

/**
 * React adopts the server's HTML (the shell's page and the single-bundle build's alike, so the bench compares them
 * fairly):
 * - first, in a task of its own, the class-merge tables (`prepareCn`): built by the first cn() of a render, they made one
 *   of React's slices a long task (~10 ms more on this machine, ~50 ms at CPU ×4);
 * - then as a transition, so React adopts the page in slices of a few milliseconds and the phone answers between them
 *   (a plain hydrateRoot adopts it all in one task: ~250 ms at CPU ×4). A tap on a part not adopted yet makes React
 *   adopt that part at once and then handle the tap.
 * The page's parts hydrate where the finger is first (@campus/ui/hydration): the shell's layout, then its header, the
 * slice's first screen and its rest, each its own boundary; the parts that never change wait for the page to be live
 * and idle (deferStaticParts).
 */
export function adoptServerHtml(root: Element, app: ReactNode, options: HydrationOptions): void {
  deferStaticParts();
  setTimeout(() => {
    prepareCn();
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(root, app, options);
      });
    }, 0);
  }, 0);
}
