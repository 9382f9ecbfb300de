import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import { useServerDrawn } from './server-drawn';

type SmartImageProps = Omit<React.ComponentProps<'img'>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown instead of the picture if it fails to load; defaults to the alt text. */
  fallback?: React.ReactNode;
  /** Class of the box that holds the placeholder, the picture and the fallback. */
  frameClassName?: string;
};

/**
 * A local image with its size reserved (no layout shift), a soft placeholder while it loads,
 * and readable text if it fails. In the server's HTML it is simply shown (it may load before any script runs):
 * no fade-in, and a picture that already failed by then gets its text once the page runs.
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  fallback,
  className,
  frameClassName,
  loading = 'lazy',
  ...props
}: SmartImageProps) {
  const serverDrawn = useServerDrawn();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(serverDrawn ? 'loaded' : 'loading');
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    // Finished before the page ran: decode() rejects for a picture that failed (its error event was missed).
    if (serverDrawn && el?.complete) el.decode?.().catch(() => setState('failed'));
  }, [serverDrawn]);
  return (
    <span
      className={cn(
        'relative block overflow-hidden bg-placeholder',
        state === 'loading' && 'animate-pulse',
        frameClassName,
      )}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-image-state={state}
    >
      {state === 'failed' ? (
        <span className="absolute inset-0 flex items-center justify-center p-3 text-center text-sm font-medium text-muted">
          {fallback ?? alt}
        </span>
      ) : (
        <img
          ref={img}
          src={src}
          alt={alt}
          width={width}
          height={height}
          // A picture inlined in the code (data: URL) costs no download: waiting for layout would only delay its paint.
          loading={src.startsWith('data:') ? 'eager' : loading}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn(
            'h-full w-full object-cover transition-opacity duration-300',
            state === 'loading' ? 'opacity-0' : 'opacity-100',
            className,
          )}
          {...props}
        />
      )}
    </span>
  );
}
