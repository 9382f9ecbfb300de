import { DEFERRED_HYDRATION_ATTRIBUTE, DEFERRED_HYDRATION_EVENT } from '@campus/contract/dom-ids';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useServerDrawn } from './server-drawn';

/**
 * How a page arrives and comes alive (docs/performance.md, "Hydrating where the finger is"): the server's HTML is on
 * screen first, and React adopts it part by part. Both components below are Suspense boundaries, React's public way to
 * split hydration (react.dev: hydrateRoot, Suspense): a boundary's HTML stays as the server drew it until React
 * hydrates that boundary, which it does after the part around it has committed — each level of boundaries in a pass of
 * its own — and at once, before anything else, when a tap lands inside it (selective hydration).
 */

/**
 * A part of the page hydrated on its own, after the part around it: what is below a page's first screen, so the
 * first screen is live (its code committed, `data-live` on its slice) without waiting for the rest. A tap in it before
 * then is answered as ever: React hydrates this part first, then handles the tap. Nothing here suspends in the
 * browser's own renders; if something inside ever does, the part is empty until it is ready.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The document says the deferred parts keep the server's HTML for now (never on a server or in a test without it). */
const deferring = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(DEFERRED_HYDRATION_ATTRIBUTE);

/** Renders what it is given: the stand-in `lazy` resolves to once the page releases the deferred parts. */
const Passthrough = ({ children }: { children: ReactNode }) => children;

type Gate = { Released: ComponentType<{ children: ReactNode }>; open: boolean };
let gate: Gate | undefined;

/**
 * The deferred parts wait on one thing: a component whose "code" arrives when the page releases them (`lazy`, so
 * React keeps each part's server HTML meanwhile, as it does for code on its way, and renders it synchronously once
 * released). A page defers once; a document that defers again (a test) gets a new one.
 */
function currentGate(): Gate {
  if (!gate || (gate.open && deferring())) {
    const next: Gate = { open: false, Released: Passthrough };
    const released = new Promise<void>((resolve) => {
      document.addEventListener(
        DEFERRED_HYDRATION_EVENT,
        () => {
          next.open = true;
          resolve();
        },
        { once: true },
      );
    });
    next.Released = lazy(() => released.then(() => ({ default: Passthrough })));
    gate = next;
  }
  return gate;
}

/**
 * Adopting the server's HTML while the page defers (or once it has released), the part goes through the gate; drawn
 * by the browser, it renders at once. Chosen once per part, so its tree stays the same when the page moves on.
 */
function AfterRelease({ children }: { children: ReactNode }) {
  const adopting = useServerDrawn();
  const [Gated] = useState(() => (adopting && (deferring() || gate) ? currentGate().Released : null));
  return Gated ? <Gated>{children}</Gated> : children;
}

/**
 * A part of the page that never changes once the server drew it (long text, the footer, a card's picture and words):
 * left exactly as the server's HTML while the page starts, it costs no hydration before the page is live — React keeps
 * a suspended boundary's server HTML on screen — and is hydrated once the page releases it: the shell does when the
 * page is live and the browser idle, or at the customer's first tap, key or focus, whichever comes first
 * (shell/src/app/deferred-hydration.ts, through DEFERRED_HYDRATION_ATTRIBUTE). Its links work meanwhile as plain
 * links. Drawn by the browser (a page reached inside the site) it renders at once.
 *
 * Only for what no state of the page changes. Should new props or context reach it while it waits, React draws it
 * afresh in the browser (its documented recovery: correct, but it costs what was saved) — at once for an urgent
 * update, and for a transition once the part is released: the customer's own navigations come after their first tap
 * or key, which releases it.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterRelease>{children}</AfterRelease>
    </Suspense>
  );
}
