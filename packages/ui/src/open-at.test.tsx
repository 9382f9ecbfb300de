import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_AT_ATTRIBUTE, useOpenAt } from './server-drawn';
import { recordScrollsIntoView, serverHtml } from './testing/server-html';

function Page({ section }: { section?: string }) {
  return (
    <div data-testid="page" {...useOpenAt(section)}>
      <section id="top">Top</section>
      <section id="sandwiches">Sandwiches</section>
      <section id="boxes">Boxes</section>
    </div>
  );
}

const scrolled = recordScrollsIntoView();
afterEach(() => {
  scrolled.length = 0;
  document.body.innerHTML = '';
});

describe('useOpenAt: the page opens at the part a link asked for', () => {
  it('names it in the HTML, for the first paint; adopting that HTML does not scroll again', () => {
    const { container, hydrate } = serverHtml(<Page section="sandwiches" />);
    expect(container.querySelector(`[${OPEN_AT_ATTRIBUTE}]`)?.getAttribute(OPEN_AT_ATTRIBUTE)).toBe('sandwiches');
    hydrate();
    expect(scrolled).toEqual([]);
  });

  it('a later part asked for on the same page is scrolled to', () => {
    const { container } = serverHtml(<Page section="sandwiches" />);
    const { rerender } = render(<Page section="sandwiches" />, { container, hydrate: true });
    rerender(<Page section="boxes" />);
    expect(scrolled).toEqual(['boxes']);
  });

  it('a page the browser draws (a link inside the site) is scrolled at once; no part named, no scroll, no attribute', () => {
    const { unmount, getByTestId } = render(<Page section="sandwiches" />);
    expect(scrolled).toEqual(['sandwiches']);
    unmount();
    render(<Page />);
    expect(scrolled).toEqual(['sandwiches']);
    expect(getByTestId('page').hasAttribute(OPEN_AT_ATTRIBUTE)).toBe(false);
  });
});
