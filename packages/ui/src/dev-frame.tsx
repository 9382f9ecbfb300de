import { Link } from '@campus/router';
import type * as React from 'react';

/**
 * The minimal frame a remote runs in when started alone (`npm run dev -w mfe-…`): its name, links to its routes,
 * the cart count and the toaster. In the composed site the shell provides all of this. It touches no store: the
 * remote's own main.tsx reads the count and renders the toaster (through the federation's one '@campus/cart').
 */
export function DevFrame({
  remote,
  scope,
  links,
  cartCount,
  toaster,
  children,
}: {
  remote: string;
  /** The federation name: the remote's stylesheet applies inside `[data-remote=scope]`, so the frame carries it. */
  scope: string;
  links: { to: string; label: string }[];
  cartCount: number;
  toaster: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div data-remote={scope} className="min-h-dvh bg-surface text-ink">
      <header className="border-b border-dashed border-accent bg-accent-soft">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
          <strong className="font-mono">{remote} · standalone</strong>
          <nav aria-label="Routes of this remote" className="flex flex-wrap gap-x-3 gap-y-1">
            {links.map((l) => (
              <Link key={l.to} to={l.to} className="underline underline-offset-2 hover:text-primary">
                {l.label}
              </Link>
            ))}
          </nav>
          <span className="ml-auto rounded-full bg-card px-3 py-1" aria-live="polite">
            Cart: {cartCount}
          </span>
        </div>
      </header>
      <main id="main">{children}</main>
      {toaster}
    </div>
  );
}
