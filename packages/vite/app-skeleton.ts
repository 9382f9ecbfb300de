import { BRAND } from '@campus/catalogue/config';
import type { Plugin } from 'vite';

/**
 * What the visitor sees while the JavaScript loads: the header bar with the logo and name, in the HTML itself, so the
 * first paint comes with the HTML and CSS instead of after every script (FCP). React replaces it on its first render
 * (createRoot empties #root); it has the same height and classes as the real header, and nothing under it, so nothing
 * shifts. Decorative and hidden from assistive technology: the real page is announced when it arrives.
 * One source for both builds (the composed shell and the single-bundle baseline).
 */
export const APP_SKELETON = `<div aria-hidden="true" class="flex min-h-dvh flex-col">
      <div class="sticky top-0 z-40 border-b border-border bg-card/95">
        <div class="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <span class="flex items-center gap-1">
            <span class="inline-flex h-11 w-11 xl:hidden"></span>
            <span class="inline-flex items-center gap-2 whitespace-nowrap font-extrabold tracking-tight text-ink">
              <img src="/favicon.svg" alt="" width="32" height="32" class="h-8 w-8" />
              <span class="text-lg">${BRAND.name}</span>
            </span>
          </span>
        </div>
      </div>
    </div>`;

export function appSkeleton(): Plugin {
  return {
    name: 'campus-app-skeleton',
    transformIndexHtml(html) {
      return html.replace('<div id="root"></div>', `<div id="root">\n    ${APP_SKELETON}\n    </div>`);
    },
  };
}
