import { flushFooter } from '@campus/ui/flush-footer';
import type * as React from 'react';
import type { BuilderTheme } from '../domain/themes';

const DEFAULT_ACCENT = '#047857';

/**
 * The builder's frame: the chosen country theme's colour and subtle pattern live here only (never on the rest of the
 * page). `--builder-accent` colours the header band and the chosen state inside. At least as tall as the page's main
 * area (the shell's layout), with the steps growing to fill it: the sticky price bar ends the frame at the screen's
 * foot when a step is short, and the footer follows it with no blank band (flushFooter).
 */
export function BuilderFrame({ theme, children }: { theme: BuilderTheme | null; children: React.ReactNode }) {
  const style = {
    '--builder-accent': theme?.color ?? DEFAULT_ACCENT,
    backgroundColor: theme?.wash ?? 'var(--color-surface)',
    backgroundImage: theme ? `url("${theme.pattern}")` : undefined,
  } as React.CSSProperties;
  return (
    <section
      aria-labelledby="builder-title"
      data-theme={theme?.id ?? 'default'}
      {...flushFooter()}
      className="relative flex min-h-[calc(100dvh-4rem)] flex-col border-b border-border"
      style={style}
    >
      {children}
    </section>
  );
}
