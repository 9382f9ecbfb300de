import { type RouteTable, standaloneLinks } from '@campus/catalogue/routes';
import { BrowserRouter, Link } from '@campus/router';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFoundPage } from './not-found-page';
import './standalone.css';

export interface StandaloneOptions {
  /** The remote's workspace (`mfe-menu`), shown in the frame, and its federation name (`mfe_menu`: apps.json). */
  workspace: string;
  name: string;
  /** The slice's <Routes> (what it exposes as `./routes`). */
  routes: ComponentType<{ notFound: ReactNode }>;
  /** Its route table: the frame links to every page that has a `link`. */
  pages: RouteTable;
  /**
   * The cart count hook and the toaster, from the remote's OWN `import … from '@campus/stores'`: in Vite dev a module of
   * this package importing '@campus/stores' resolves to a second copy of the stores (its count stayed 0, its toasts never
   * showed), so the remote hands them over.
   */
  useCartCount: () => number;
  Toaster: ComponentType;
  /** More links for the frame (plain page loads), e.g. the cart with sample lines. */
  extraLinks?: { href: string; label: string }[];
}

/** The frame around the slice: its name, links to its pages, the cart count; the toaster after it. */
function StandaloneFrame({
  workspace,
  name,
  routes: Routes,
  pages,
  useCartCount,
  Toaster,
  extraLinks = [],
}: StandaloneOptions) {
  const cartCount = useCartCount();
  return (
    <div data-remote={name} className="min-h-dvh bg-surface text-ink">
      <header className="border-b border-dashed border-accent bg-accent-soft">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
          <strong className="font-mono">{workspace} · standalone</strong>
          <nav aria-label="Routes of this remote" className="flex flex-wrap gap-x-3 gap-y-1">
            {standaloneLinks(pages).map((l) => (
              <Link key={l.to} to={l.to} className="underline underline-offset-2 hover:text-primary">
                {l.label}
              </Link>
            ))}
            {extraLinks.map((l) => (
              <a key={l.href} href={l.href} className="underline underline-offset-2 hover:text-primary">
                {l.label}
              </a>
            ))}
          </nav>
          <span className="ml-auto rounded-full bg-card px-3 py-1" aria-live="polite">
            Cart: {cartCount}
          </span>
        </div>
      </header>
      <main id="main">
        <Routes notFound={<NotFoundPage />} />
      </main>
      <Toaster />
    </div>
  );
}

/**
 * `npm run dev -w mfe-…`: the remote alone, its routes in a minimal frame. In the composed site the shell provides
 * all of this. The frame carries `data-remote`, as the shell's outlet does, because a remote's stylesheet applies
 * only inside it.
 */
export function standalone(options: StandaloneOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The toaster and dialogs render through portals to <body>, outside the frame: marking <body> puts them inside the
  // remote's stylesheet's scope too (alone, there is no shell's sheet; its toasts were unstyled).
  document.body.setAttribute('data-remote', options.name);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame {...options} />
      </BrowserRouter>
    </StrictMode>,
  );
}
