import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { cn } from './cn';

export const REVEAL_STAGGER_MS = 80;

/**
 * Reveals its child when it scrolls into view, `index × 80 ms` after the first (SPEC §4, §9).
 * No motion under prefers-reduced-motion (the global rule shortens every animation to 1 ms).
 */
export function Reveal({ index = 0, className, children, ...props }: React.ComponentProps<'div'> & { index?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: '0px 0px -5% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={cn(shown ? 'animate-reveal' : 'opacity-0', className)}
      style={shown ? { animationDelay: `${index * REVEAL_STAGGER_MS}ms` } : undefined}
      data-revealed={shown || undefined}
      {...props}
    >
      {children}
    </div>
  );
}
