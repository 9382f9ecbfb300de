/**
 * What this visit was like, told to the layout server (@campus/contract/beacon): per page view, the remote and release
 * that drew it and its route pattern (from the manifest the page runs on — never the address, the cart or anything of
 * the customer's), the Core Web Vitals (web-vitals), uncaught errors and unhandled rejections, a slice whose code did
 * not load, and how long held taps waited. Sent with sendBeacon when the page is hidden (visibilitychange, which
 * follows pagehide when the page is left),
 * so the page never waits for it; if the request is blocked, nothing else changes. Only pages the server composed
 * report (their boot data says so, and what share of visitors: `report.sample`).
 */
import { BEACON_MAX_BYTES, BEACON_MAX_VIEWS, BEACON_PATH, type BeaconView, releaseIdOf } from '@campus/contract/beacon';
import { patternMatches } from '@campus/contract/routes';
import { BOOT } from '../remotes/boot';
import { currentRemotes } from '../remotes/manifest-store';

/** The longest held-tap waits kept per view. */
const HELD_KEPT = 8;

let on = false;
const views: BeaconView[] = [];
let current: BeaconView | null = null;
/** The first view's: LCP and TTFB are the document's load, reported once. */
let first: BeaconView | null = null;

/** The view for this address: its owner's line in the manifest this page runs on, and the pattern it matched. */
function viewOf(pathname: string): BeaconView {
  for (const line of currentRemotes()) {
    const route = line.routes.find((pattern) => patternMatches(pattern, pathname));
    if (route) {
      return { remote: line.name, release: releaseIdOf(line.entry), route, errors: 0, failed: false, held: [] };
    }
  }
  return { remote: 'shell', release: 'shell', route: 'other', errors: 0, failed: false, held: [] };
}

/** The page shows another address (the router moved): a new page view, if it is another route's. */
export function reportView(pathname: string): void {
  if (!on) return;
  const next = viewOf(pathname);
  if (current && current.remote === next.remote && current.route === next.route) return;
  current = next;
  first ??= next;
  views.push(next);
  if (views.length > BEACON_MAX_VIEWS) views.shift();
}

/** An uncaught error or an unhandled rejection, counted on the view on screen. */
function countError(): void {
  if (current && current.errors < 1000) current.errors += 1;
}

/** The slice on screen could not load its code (its Retry is shown). */
export function reportSliceFailed(remote: string): void {
  if (current?.remote === remote) current.failed = true;
}

/** A held tap was answered, `waitedMs` after it was made. */
export function reportHeldTap(waitedMs: number): void {
  if (!current || !(waitedMs >= 0)) return;
  current.held.push(waitedMs);
  current.held.sort((a, b) => b - a);
  current.held.length = Math.min(current.held.length, HELD_KEPT);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Views already sent once: on a later hide (the visitor came back), only what happened since, as `more`. */
const sent = new WeakSet<BeaconView>();

/** What is not sent yet, sent in one beacon; then only the view on screen goes on. */
function flush(): void {
  const batch = views.flatMap((view): BeaconView[] => {
    if (!sent.has(view)) return [view];
    if (view.errors === 0 && !view.failed && view.held.length === 0) return [];
    // Its page view, error view and vitals are counted already: the new errors, a failure, held taps.
    return [
      {
        remote: view.remote,
        release: view.release,
        route: view.route,
        errors: view.errors,
        failed: view.failed,
        held: view.held,
        more: true,
      },
    ];
  });
  let body = JSON.stringify({ v: 1, views: batch });
  while (body.length > BEACON_MAX_BYTES && batch.length > 1) {
    batch.shift();
    body = JSON.stringify({ v: 1, views: batch });
  }
  if (batch.length > 0) {
    try {
      // A string is sent as text/plain: a simple request, no preflight.
      navigator.sendBeacon(BEACON_PATH, body);
    } catch {
      // Blocked or refused: the visit goes on as it was.
    }
  }
  views.length = 0;
  if (current) {
    sent.add(current);
    current.errors = 0;
    current.failed = false;
    current.held = [];
    views.push(current);
  }
}

/** Starts reporting, if this page was composed by the server and falls in the sample. */
export function startBeacon(pathname: string): void {
  const sample = BOOT?.report?.sample;
  if (on || sample === undefined || !(Math.random() < sample) || typeof navigator.sendBeacon !== 'function') return;
  on = true;
  reportView(pathname);
  addEventListener('error', countError);
  addEventListener('unhandledrejection', countError);
  // The vitals' library after the page has settled: its observers read what happened before (buffered entries).
  void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
    onLCP(({ value }) => {
      if (first) first.lcp = round(value);
    });
    onTTFB(({ value }) => {
      if (first) first.ttfb = round(value);
    });
    onINP(
      ({ value }) => {
        if (current) current.inp = Math.max(current.inp ?? 0, round(value));
      },
      // Every interaction that took a frame or more (the library's default leaves out those under 40 ms).
      { reportAllChanges: true, durationThreshold: 16 },
    );
    onCLS(
      ({ value }) => {
        if (current) current.cls = round(value);
      },
      { reportAllChanges: true },
    );
  });
  // Sent when the page is hidden — which is also the last thing that happens when it is left: pagehide comes first,
  // then visibilitychange, whose listeners web-vitals uses (capture phase, before this one) to report its last INP and
  // LCP. A beacon sent at pagehide would go without them.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
