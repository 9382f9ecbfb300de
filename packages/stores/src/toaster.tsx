import { cn } from '@campus/ui/cn';
import { useInBrowser } from '@campus/ui/server-drawn';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type FocusEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, holdToasts, type Toast, toasterShown, useToasts } from './toast-store';

const tone = {
  default: { box: 'border-border bg-card text-ink', Icon: Info, icon: 'text-primary' },
  success: { box: 'border-success-border bg-card text-ink', Icon: CircleCheck, icon: 'text-success' },
  destructive: { box: 'border-danger bg-danger-soft text-ink', Icon: CircleAlert, icon: 'text-danger' },
} as const;

/** The element the toasts are in: the skip link and the shortcut lead there. */
export const TOASTS_REGION_ID = 'notifications';

/** The keyboard's way to the toasts from anywhere on the page (said by the skip link and by each toast with an action). */
export const TOASTS_SHORTCUT = 'Alt+T';

const isShortcut = (e: KeyboardEvent): boolean =>
  e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'KeyT' || e.key.toLowerCase() === 't');

/**
 * Takes the keyboard's focus to the toasts: the action of the newest toast that has one (Undo, View cart), else the
 * newest toast's Dismiss. False when none is shown.
 */
export function focusToasts(): boolean {
  const region = document.getElementById(TOASTS_REGION_ID);
  const cards = [...(region?.querySelectorAll<HTMLElement>('[data-testid="toast"]') ?? [])].reverse();
  const target =
    cards.map((c) => c.querySelector<HTMLElement>('[data-toast-action]')).find((b) => b !== null) ??
    cards[0]?.querySelector<HTMLElement>('button');
  target?.focus();
  return target !== undefined && target !== null;
}

/** While the pointer is on a toast or the keyboard's focus is in it, no toast goes (WCAG 2.2.1). */
function useHoldWhileUsed() {
  const pointer = useRef<(() => void) | null>(null);
  const focus = useRef<(() => void) | null>(null);
  // A toast that goes while held (its action, its Dismiss) lets go of what it held.
  useEffect(
    () => () => {
      pointer.current?.();
      focus.current?.();
    },
    [],
  );
  return {
    onPointerEnter: () => {
      pointer.current ??= holdToasts();
    },
    onPointerLeave: () => {
      pointer.current?.();
      pointer.current = null;
    },
    onFocus: () => {
      focus.current ??= holdToasts();
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      focus.current?.();
      focus.current = null;
    },
  };
}

function ToastCard({ t }: { t: Toast }) {
  const { box, Icon, icon } = tone[t.variant ?? 'default'];
  const hold = useHoldWhileUsed();
  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-raised animate-toast-in',
        box,
      )}
      data-variant={t.variant ?? 'default'}
      data-testid="toast"
      {...hold}
    >
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', icon)} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t.title}</p>
        {t.description ? <p className="mt-0.5 text-sm text-muted">{t.description}</p> : null}
        {t.action ? (
          <>
            <button
              type="button"
              data-toast-action=""
              className="mt-2 min-h-8 rounded-full border border-border-strong bg-card px-3 text-sm font-semibold hover:bg-surface focus-visible:outline-3 focus-visible:outline-focus"
              onClick={() => {
                t.action?.onClick();
                dismissToast(t.id);
              }}
            >
              {t.action.label}
            </button>
            <span className="sr-only"> {TOASTS_SHORTCUT} reaches it.</span>
          </>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface focus-visible:outline-3 focus-visible:outline-focus"
        aria-label={`Dismiss notification: ${t.title}`}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

/**
 * While toasts show, a skip link to them (for the shell's row of skip links at the top of the page): the first Tab
 * of a page finds it, and it names the shortcut that reaches them from anywhere.
 */
export function ToastsSkipLink({ className }: { className?: string }) {
  const shown = useToasts().length > 0;
  if (!shown) return null;
  return (
    <a
      href={`#${TOASTS_REGION_ID}`}
      className={className}
      onClick={(e) => {
        if (focusToasts()) e.preventDefault();
      }}
    >
      Skip to notifications ({TOASTS_SHORTCUT})
    </a>
  );
}

/**
 * The keyboard's way in and back out: the shortcut takes focus to the toasts; when the toast that held focus goes
 * (its action done, dismissed), focus goes back to where the customer was, not to the top of the page.
 */
function useKeyboardWay(region: RefObject<HTMLElement | null>, toasts: readonly Toast[], active: boolean) {
  const cameFrom = useRef<HTMLElement | null>(null);
  const inside = useRef(false);
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (isShortcut(e) && focusToasts()) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the toasts change
  useLayoutEffect(() => {
    if (!inside.current || region.current?.contains(document.activeElement)) return;
    inside.current = false;
    const back = cameFrom.current;
    cameFrom.current = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, [toasts]);
  return {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (inside.current) return;
      inside.current = true;
      cameFrom.current = e.relatedTarget instanceof HTMLElement ? e.relatedTarget : null;
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      // The customer moved on by themselves: nothing to give back.
      if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) {
        inside.current = false;
        cameFrom.current = null;
      }
    },
  };
}

/** The attribute a page's header carries: toasts start below it (`data-toasts-below`). */
export const TOASTS_BELOW_ATTRIBUTE = 'data-toasts-below';

/**
 * The attribute a page's sticky bottom bar carries (the builder's footer, the bowl's, plan's and cart's purchase bars):
 * on a phone toasts end above it (`data-toasts-above`).
 */
export const TOASTS_ABOVE_ATTRIBUTE = 'data-toasts-above';

/** Below this width the page's heading sits right under the header: toasts go to the bottom instead. */
const PHONE_QUERY = '(max-width: 639.98px)';

/** Where the toasts are: `top` px from the top of the screen, or (on a phone) `bottom` px from its bottom. */
export type ToastPlace = { top: number } | { bottom: number };

function measurePlace(): ToastPlace {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  if (phone) {
    // A bar in the lower half of the screen (stuck to its bottom, or scrolled up with its section) is a floor.
    const height = window.innerHeight;
    let floor = height;
    for (const bar of document.querySelectorAll(`[${TOASTS_ABOVE_ATTRIBUTE}]`)) {
      const box = bar.getBoundingClientRect();
      if (box.height > 0 && box.top > height / 2 && box.top < floor) floor = box.top;
    }
    return { bottom: Math.max(0, Math.ceil(height - floor)) };
  }
  const anchor = document.querySelector(`[${TOASTS_BELOW_ATTRIBUTE}]`);
  return { top: anchor ? Math.max(0, Math.ceil(anchor.getBoundingClientRect().bottom)) : 0 };
}

const samePlace = (a: ToastPlace, b: ToastPlace): boolean =>
  'top' in a ? 'top' in b && a.top === b.top : 'bottom' in b && a.bottom === b.bottom;

/**
 * Where toasts are. On a wide screen: just under the bottom edge of the element marked `data-toasts-below` (the
 * shell's header) as it is on screen now — lower while the demo banner above it is in view, at the header's own height
 * once it sticks. On a phone, whose page heading sits right under the header (two toasts there hid the cart's heading
 * and 40% of the screen): at the bottom, just above the page's sticky bar (`data-toasts-above`) and so never over its
 * button. Measured while toasts are shown, again on scroll and resize, and when a dialog locks or unlocks the page's
 * scroll (a style on the root or the body can move the header: when a locked body hid its overflow the header scrolled
 * away, and after the side menu closed a toast measured then sat over its buttons); the top of the screen when nothing
 * is marked.
 */
export function useToastPlace(active: boolean): ToastPlace {
  const [place, setPlace] = useState<ToastPlace>({ top: 0 });
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const now = measurePlace();
      setPlace((was) => (samePlace(was, now) ? was : now));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const anchor = document.querySelector(`[${TOASTS_BELOW_ATTRIBUTE}]`);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    if (anchor) resized?.observe(anchor);
    for (const bar of document.querySelectorAll(`[${TOASTS_ABOVE_ATTRIBUTE}]`)) resized?.observe(bar);
    const locked = typeof MutationObserver === 'undefined' ? null : new MutationObserver(later);
    for (const node of [document.documentElement, document.body]) {
      locked?.observe(node, { attributes: true, attributeFilter: ['style', 'class'] });
    }
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resized?.disconnect();
      locked?.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [active]);
  return place;
}

/**
 * The one toaster, rendered into `document.body` (no ancestor can clip it): centred just under the header on a wide
 * screen (measured: never over the header's own controls, the cart link among them), so it never sits on a page's
 * primary action — the builder's and the phone bars' buttons are at the bottom, the plan and cart summaries at the
 * right; on a phone at the bottom, above the page's sticky bar, clear of the heading under the header. Two live
 * regions exist from the start so screen readers announce what is added: polite for news, assertive for errors (a
 * toast taken away when its problem is solved is not announced: `aria-relevant="additions"`). A toast's time runs only
 * while it is on screen and neither the pointer nor the keyboard's focus is on one; the keyboard reaches them from
 * anywhere with the shortcut (or the skip link while they show), and is given back where it was when they go.
 */
export function Toaster() {
  const toasts = useToasts();
  const urgent = toasts.filter((t) => t.variant === 'destructive');
  const calm = toasts.filter((t) => t.variant !== 'destructive');
  const list = 'flex flex-col gap-2';
  const place = useToastPlace(toasts.length > 0);
  const inBrowser = useInBrowser();
  // A toast's time runs from when a toaster shows it (one put up while the page started waits for it).
  useEffect(() => (inBrowser ? toasterShown() : undefined), [inBrowser]);
  const region = useRef<HTMLElement>(null);
  const way = useKeyboardWay(region, toasts, inBrowser);
  // A portal needs the page's body: not on a server, and not while hydrating HTML that has none.
  if (!inBrowser) return null;
  return createPortal(
    <section
      ref={region}
      id={TOASTS_REGION_ID}
      tabIndex={-1}
      aria-label="Notifications"
      style={place}
      className="pointer-events-none fixed inset-x-0 z-[60] mx-auto flex w-full max-w-[24rem] flex-col items-center gap-2 p-3 outline-none"
      {...way}
    >
      <ol aria-live="assertive" aria-relevant="additions" className={cn(list, 'w-full')}>
        {urgent.map((t) => (
          <ToastCard key={t.id} t={t} />
        ))}
      </ol>
      <ol aria-live="polite" aria-relevant="additions" className={cn(list, 'w-full')}>
        {calm.map((t) => (
          <ToastCard key={t.id} t={t} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}
