import { Play } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { cn } from './cn';
import { tap } from './tap';
import { useOnline } from './use-online';

/** The host a URL points at, for telling people where a video will come from. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function withAutoplay(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * A click-to-load video: until the visitor presses play, only a local poster is shown and nothing is requested from
 * the video host (no cookies, no third-party scripts, no weight on the page). Pressing play swaps in the iframe.
 */
export function VideoFacade({
  embedUrl,
  title,
  poster,
  className,
}: {
  embedUrl: string;
  /** What the video is; the play button's name and the iframe's title. */
  title: string;
  /** Local artwork shown behind the play button (decorative). */
  poster?: React.ReactNode;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const online = useOnline();
  // Offline, the iframe would show the browser's error page: the poster stays, and the line under it says why.
  const showVideo = playing && online;
  return (
    <div className={cn('overflow-hidden rounded-card border border-border bg-ink shadow-card', className)}>
      <div className="relative aspect-video w-full">
        {showVideo ? (
          <iframe
            src={withAutoplay(embedUrl)}
            title={title}
            className="absolute inset-0 h-full w-full border-0"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            {...tap('play', embedUrl)}
            className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
          >
            <span className="absolute inset-0" aria-hidden>
              {poster}
            </span>
            <span className="absolute inset-0 bg-ink/20" aria-hidden />
            <span className="relative flex flex-col items-center gap-3 text-white">
              <span className="flex h-18 w-18 items-center justify-center rounded-full bg-primary shadow-raised transition-transform group-hover:scale-105">
                <Play className="ml-1 h-8 w-8 fill-current" aria-hidden />
              </span>
              <span className="rounded-full bg-ink/70 px-4 py-1.5 text-sm font-semibold">Play video: {title}</span>
            </span>
          </button>
        )}
      </div>
      {showVideo ? null : online ? (
        <p className="bg-card px-4 py-2 text-xs text-muted">
          The video loads from {hostOf(embedUrl)} only when you press play.
        </p>
      ) : (
        <p className="bg-card px-4 py-2 text-xs font-medium text-ink" role="status">
          You are offline: the video plays from {hostOf(embedUrl)} once you are connected.
        </p>
      )}
    </div>
  );
}
