import { cn } from '@campus/ui/cn';
import { useInBrowser } from '@campus/ui/server-drawn';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
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

/**
 * The one toaster, rendered into `document.body` (no ancestor can clip it): centred just under the header on every
 * screen, so it never sits on a page's primary action — the builder's and the phone bars' buttons are at the bottom,
 * the plan and cart summaries at the right. Two live regions exist from the start so screen readers announce what is
 * added: polite for news, assertive for errors.
 */
export function Toaster() {
  const toasts = useToasts();
  const urgent = toasts.filter((t) => t.variant === 'destructive');
  const calm = toasts.filter((t) => t.variant !== 'destructive');
  const list = 'flex flex-col gap-2';
  // A portal needs the page's body: not on a server, and not while hydrating HTML that has none.
  if (!useInBrowser()) return null;
  return createPortal(
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-16 z-[60] mx-auto flex w-full max-w-[24rem] flex-col items-center gap-2 p-3"
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
