import { DISCLAIMER_COOKIE } from '@campus/contract/fragment';
import { tap } from '@campus/ui/tap';
import { Info, X } from 'lucide-react';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

export const DISCLAIMER_KEY = 'disclaimer-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISCLAIMER_KEY) === 'true';
  } catch {
    return false;
  }
}

const COOKIE = new RegExp(`(?:^|;\\s*)${DISCLAIMER_COOKIE}=true(?:;|$)`);

/** The dismissal, mirrored in a cookie the server reads, so the page it sends already has no banner (no shift). */
export function cookieSaysDismissed(cookieHeader: string | undefined): boolean {
  return COOKIE.test(cookieHeader ?? '');
}

function rememberForServer(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one flag, written once; the Cookie Store API is not in every browser we serve
  document.cookie = `${DISCLAIMER_COOKIE}=true; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The request the server is drawing the page for (shell/src/server.tsx provides it per render): its cookie said
 * whether the notice was dismissed. Passed down the tree, never kept in a module, so concurrent renders cannot mix.
 */
export const ServerRequestContext = createContext<{ disclaimerDismissed: boolean } | null>(null);
const noSubscription = () => () => undefined;

/** SPEC §1, §4: a dismissible demo-site notice; dismissal is kept in localStorage under `disclaimer-dismissed`. */
export function DisclaimerBanner() {
  // Hydration draws what the server drew (the cookie); then the browser's own record (localStorage) decides.
  const request = useContext(ServerRequestContext);
  // What the server drew: its request's cookie there, the same cookie here while hydrating.
  const drawnByServer = () =>
    typeof document === 'undefined' ? (request?.disclaimerDismissed ?? false) : cookieSaysDismissed(document.cookie);
  const stored = useSyncExternalStore(noSubscription, wasDismissed, drawnByServer);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (stored && !cookieSaysDismissed(document.cookie)) rememberForServer();
  }, [stored]);
  const dismiss = () => {
    try {
      localStorage.setItem(DISCLAIMER_KEY, 'true');
    } catch {
      /* storage refused: hidden for this visit only */
    }
    rememberForServer();
    setHidden(true);
  };
  return (
    // Kept in the page and hidden rather than removed: the node before the slice stays put while the slice hydrates.
    // Dismissed in this browser but drawn by the server (no cookie came): public/before-paint.js marks <html> before
    // the first paint, so the notice is never shown and the page does not move up when React hides it.
    <aside
      aria-label="Demo site notice"
      className="bg-ink text-white [[data-notice-dismissed]_&]:hidden"
      hidden={stored || hidden}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2 text-sm sm:items-center sm:px-6 lg:px-8">
        <Info className="mt-0.5 h-4 w-4 shrink-0 sm:mt-0" aria-hidden />
        <p className="flex-1">
          <strong className="font-semibold">Demo site:</strong> menu items, prices and content are placeholders. Nothing
          you order here is charged or delivered.
        </p>
        <button
          type="button"
          onClick={dismiss}
          {...tap('dismiss-notice')}
          aria-label="Dismiss demo site notice"
          className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-white"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </aside>
  );
}
