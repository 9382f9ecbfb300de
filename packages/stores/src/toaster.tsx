import { cn } from '@campus/ui/cn';
import { useInBrowser } from '@campus/ui/server-drawn';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, type Toast, useToasts } from './toast-store';

const tone = {
  default: { box: 'border-border bg-card text-ink', Icon: Info, icon: 'text-primary' },
  success: { box: 'border-success-border bg-card text-ink', Icon: CircleCheck, icon: 'text-success' },
  destructive: { box: 'border-danger bg-danger-soft text-ink', Icon: CircleAlert, icon: 'text-danger' },
} as const;

function ToastCard({ t }: { t: Toast }) {
  const { box, Icon, icon } = tone[t.variant ?? 'default'];
  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-raised animate-toast-in',
        box,
      )}
      data-variant={t.variant ?? 'default'}
      data-testid="toast"
    >
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', icon)} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t.title}</p>
        {t.description ? <p className="mt-0.5 text-sm text-muted">{t.description}</p> : null}
        {t.action ? (
          <button
            type="button"
            className="mt-2 min-h-8 rounded-full border border-border-strong bg-card px-3 text-sm font-semibold hover:bg-surface focus-visible:outline-3 focus-visible:outline-focus"
            onClick={() => {
              t.action?.onClick();
              dismissToast(t.id);
            }}
          >
            {t.action.label}
          </button>
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
 * toast taken away when its problem is solved is not announced: `aria-relevant="additions"`).
 */
export function Toaster() {
  const toasts = useToasts();
  const urgent = toasts.filter((t) => t.variant === 'destructive');
  const calm = toasts.filter((t) => t.variant !== 'destructive');
  const list = 'flex flex-col gap-2';
  const place = useToastPlace(toasts.length > 0);
  // A portal needs the page's body: not on a server, and not while hydrating HTML that has none.
  if (!useInBrowser()) return null;
  return createPortal(
    <section
      aria-label="Notifications"
      style={place}
      className="pointer-events-none fixed inset-x-0 z-[60] mx-auto flex w-full max-w-[24rem] flex-col items-center gap-2 p-3"
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
