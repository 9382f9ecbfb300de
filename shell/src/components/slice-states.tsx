import { Button } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { Container } from '@campus/ui/container';
import { CloudOff, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';

const SLOW_AFTER_MS = 8000;

/** Shown while a slice loads: the page keeps its shape; after a while, it says so and offers Retry. */
export function SliceLoading({ onRetry }: { onRetry?: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <Container className="py-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading…
      </p>
      <div className="animate-pulse space-y-4" aria-hidden>
        <div className="h-9 w-2/3 max-w-md rounded-lg bg-border" />
        <div className="h-4 w-full max-w-xl rounded bg-border" />
        <div className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-56 rounded-card bg-border/70" />
          ))}
        </div>
      </div>
      {slow ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 text-muted" role="status">
          <span>This is taking longer than usual.</span>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw className="h-4 w-4" aria-hidden /> Retry
            </Button>
          ) : null}
        </div>
      ) : null}
    </Container>
  );
}

/** A slice that could not be loaded: the rest of the site still works, and Retry asks again. */
export function SliceUnavailable({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  return (
    <Container className="py-16">
      <div role="alert" className={cardClasses('mx-auto flex max-w-lg flex-col items-center p-8 text-center')}>
        <CloudOff className="h-10 w-10 text-accent" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">This part of the site didn't load</h1>
        <p className="mt-2 text-muted">
          We couldn't reach it just now — the rest of the site still works and your cart is safe. Check your connection
          and try again.
        </p>
        {detail ? <p className="mt-2 text-xs text-muted">{detail}</p> : null}
        <Button className="mt-6" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden /> Retry
        </Button>
      </div>
    </Container>
  );
}

/**
 * Above a page whose code did not load but whose server HTML is still shown: the text can be read, the buttons
 * cannot work until Retry brings the code.
 */
export function SliceReadOnly({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className="pt-6">
      <div role="alert" className={cardClasses('flex flex-wrap items-center gap-3 p-4')}>
        <CloudOff className="h-6 w-6 shrink-0 text-accent" aria-hidden />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">This page didn't fully load.</strong> You can read it, but its buttons won't
          work until it does.
        </p>
        <Button size="sm" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden /> Retry
        </Button>
      </div>
    </Container>
  );
}
