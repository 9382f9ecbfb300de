import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import { useServerDrawn } from './server-drawn';

export const REVEAL_STAGGER_MS = 80;

/**
 * Reveals its child when it scrolls into view, `index × 80 ms` after the first (SPEC §4, §9).
 * No motion under prefers-reduced-motion (the global rule shortens every animation to 1 ms).
 * What came in the server's HTML is visible from the first paint (and without JavaScript); once the page runs, the
 * parts still below the screen hide and reveal as they scroll in, as on a page drawn in the browser.
 */
export function Reveal({ index = 0, className, children, ...props }: React.ComponentProps<'div'> & { index?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const serverDrawn = useServerDrawn();
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>(serverDrawn ? 'static' : 'hidden');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setState((s) => (s === 'hidden' ? 'shown' : s));
      return;
    }
    if (serverDrawn) {
      if (el.getBoundingClientRect().top < window.innerHeight) return; // on screen already: stays as it is
      setState('hidden');
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          io.disconnect();
        }
      },
      { rootMargin: '0px 0px -5% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [serverDrawn]);

  const shown = state === 'shown';
  return (
    <div
      ref={ref}
      className={cn(shown && 'animate-reveal', state === 'hidden' && 'opacity-0', className)}
      style={shown ? { animationDelay: `${index * REVEAL_STAGGER_MS}ms` } : undefined}
      data-revealed={state !== 'hidden' || undefined}
      {...props}
    >
      {children}
    </div>
  );
}
