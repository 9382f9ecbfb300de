import { StaticRouter } from '@campus/router/server';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type PageHead, PageHeadContext } from '../use-document-title';

/**
 * What a page says of its HTTP answer when rendered on a server at `address` (as the remote's server module renders
 * it): its status — 200, 404 for its own not-found state, 301 with the canonical `location`.
 */
export function serverAnswer(page: ReactElement, address: string): { status: number; location?: string } {
  const head: PageHead = {};
  renderToString(
    <PageHeadContext.Provider value={head}>
      <StaticRouter location={address}>{page}</StaticRouter>
    </PageHeadContext.Provider>,
  );
  return { status: head.status ?? 200, ...(head.location ? { location: head.location } : {}) };
}

/**
 * A page as a slow phone gets it: the server's HTML first, the code later. `serverHtml(ui)` puts what react-dom/server
 * renders into the document with no React attached — what a customer can type into, select and tick before the page's
 * code arrives — and `hydrate()` then attaches React to those same nodes (hydrateRoot, as the shell does).
 */
export function serverHtml(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  return { container, hydrate: () => render(ui, { container, hydrate: true }) };
}

/** Typing as the browser does it before any code runs: the field's value changes and an `input` event nobody hears. */
export function typeBeforeCode(field: Element | null, text: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error('not a text field');
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Choosing an option as the browser does it before any code runs. */
export function selectBeforeCode(field: Element | null, value: string): void {
  if (!(field instanceof HTMLSelectElement)) throw new Error('not a select');
  field.value = value;
  if (field.value !== value) throw new Error(`no option ${value}`);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Ticking a checkbox as the browser does it before any code runs (no handler: the tick stays). */
export function tickBeforeCode(box: Element | null): void {
  if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') throw new Error('not a checkbox');
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

/** From now on, the id of every element scrolled into view, in order (jsdom does not scroll): empty it between tests. */
export function recordScrollsIntoView(): string[] {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  return scrolled;
}
