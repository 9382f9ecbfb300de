import { useCartCount } from '@campus/cart';
import { Link } from '@campus/router';
import { Toaster } from '@campus/ui/toaster';
import type * as React from 'react';
import { ROUTE_LINKS } from './routes';

/**
 * The frame this remote runs in alone (`npm run dev -w mfe-cart`). It mirrors shared/ui/dev-frame, but reads the cart
 * count and renders the toaster from this remote's own '@campus/cart' import: in Vite dev, shared/ui/dev-frame's
 * '@campus/cart' resolves to a second copy of the stores, so its count stayed 0 and the Undo toasts never showed.
 */
export function StandaloneFrame({ children }: { children: React.ReactNode }) {
  const count = useCartCount();
  return (
    <div data-remote="mfe_cart" className="min-h-dvh bg-surface text-ink">
      <header className="border-b border-dashed border-accent bg-accent-soft">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
          <strong className="font-mono">mfe-cart · standalone</strong>
          <nav aria-label="Routes of this remote" className="flex flex-wrap gap-x-3 gap-y-1">
            {ROUTE_LINKS.map((l) => (
              <Link key={l.to} to={l.to} className="underline underline-offset-2 hover:text-primary">
                {l.label}
              </Link>
            ))}
            <a href="/cart?sample=1" className="underline underline-offset-2 hover:text-primary">
              Cart with samples
            </a>
          </nav>
          <span className="ml-auto rounded-full bg-card px-3 py-1" aria-live="polite">
            Cart: {count}
          </span>
        </div>
      </header>
      <main id="main">{children}</main>
      <Toaster />
    </div>
  );
}
