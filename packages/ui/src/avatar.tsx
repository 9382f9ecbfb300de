import type * as React from 'react';
import { useState } from 'react';
import { cn } from './cn';

/** "Amina Yusuf" → "AY", "Priya" → "P", "" → "?": the letters shown when a person's picture is missing. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  const letters = `${first}${last}`.toUpperCase();
  return letters || '?';
}

type AvatarProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The person's name: the picture's alt text and the source of the initials. */
  name: string;
  src?: string;
  /** Rendered size in px (square); also the image's width and height. */
  size?: number;
};

/** A round portrait that falls back to the person's initials when there is no picture or it fails to load. */
export function Avatar({ name, src, size = 64, className, ...props }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-bold text-primary',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      data-avatar-state={showImage ? 'image' : 'initials'}
      {...props}
    >
      {showImage ? (
        <img
          src={src}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <span role="img" aria-label={name}>
          <span aria-hidden>{initialsOf(name)}</span>
        </span>
      )}
    </span>
  );
}
