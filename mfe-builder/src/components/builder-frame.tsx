import type * as React from 'react';
import type { BuilderTheme } from '../domain/themes';

const DEFAULT_ACCENT = '#047857';

/**
 * The builder's frame: the chosen country theme's colour and subtle pattern live here only (never on the rest of the
 * page). `--builder-accent` colours the header band and the chosen state inside.
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
      className="relative border-b border-border"
      style={style}
    >
      {children}
    </section>
  );
}
