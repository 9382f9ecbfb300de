import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on a server and while hydrating its HTML; true once the browser draws. For what only the browser knows (its
 * storage, `document.body` for portals): draw the server's version first, then the browser's — no mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}

/**
 * True when this component was first drawn on a server — rendered there, or adopting that HTML while hydrating —
 * and false when the browser drew it fresh (after navigating). Fixed for the component's life: what the server sent
 * is already on screen, so it must not start hidden or animate in again.
 */
export function useServerDrawn(): boolean {
  const [first] = useState(!useInBrowser());
  return first;
}
