import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

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

const nothing = () => 0;

/**
 * True when this component was first drawn on a server — rendered there, or adopting that HTML while hydrating —
 * and false when the browser drew it fresh (after navigating). Fixed for the component's life: what the server sent
 * is already on screen, so it must not start hidden or animate in again.
 *
 * Which it is, React says by the snapshot it asks for (a server's, on a server and while hydrating). The two
 * snapshots are the same value, so hydrating costs no second render: with different ones (useInBrowser), React
 * re-renders the component at once after adopting it, and with it everything below — parts of the page left to hydrate
 * later (@campus/ui/hydration) had to be hydrated there and then, in one long task.
 */
export function useServerDrawn(): boolean {
  let serverSnapshotAsked = false;
  useSyncExternalStore(noSubscription, nothing, () => {
    serverSnapshotAsked = true;
    return 0;
  });
  const [first] = useState(serverSnapshotAsked);
  return first;
}

/**
 * Put by a page on its HTML to name the element (by id) the page opens at: a link's `?category=` asks for a section.
 * public/before-paint.js (the shell's, plain JS) reads it as soon as the HTML is parsed; its test checks the name.
 */
export const OPEN_AT_ATTRIBUTE = 'data-open-at';

/**
 * Opens the page at the element with this id. The page the browser opened was landed there by public/before-paint.js
 * from the attribute returned here, in its first paint: scrolling again once this code runs, seconds later on a slow
 * phone, moved the page under a customer who had already scrolled (or was tapping) — so the first run leaves a
 * server-drawn page where it is. A page the browser draws (a link inside the site), or a later id, is scrolled to here.
 */
export function useOpenAt(id: string | undefined): { [OPEN_AT_ATTRIBUTE]?: string } {
  const serverDrawn = useServerDrawn();
  const landed = useRef(serverDrawn);
  useEffect(() => {
    if (landed.current) {
      landed.current = false;
      return;
    }
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [id]);
  return id ? { [OPEN_AT_ATTRIBUTE]: id } : {};
}
