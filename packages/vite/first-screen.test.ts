// @vitest-environment node
import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_END_ID, firstScreenExpect } from './first-screen.ts';

describe('firstScreenExpect', () => {
  it('holds the first frame until the element a page renders after its first screen is parsed', () => {
    const html = `<h1>Menu</h1><p>Lead</p>${renderToStaticMarkup(createElement(FirstScreenEnd))}<section>More</section>`;
    expect(firstScreenExpect(html)).toBe(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`);
    // However the attribute is written.
    expect(firstScreenExpect(`<p>Lead</p><span hidden ID='${FIRST_SCREEN_END_ID}'></span>`)).not.toBe('');
  });

  it('adds nothing for a page that names no end of its first screen', () => {
    expect(firstScreenExpect('<h1>Help</h1><p>Ask us.</p>')).toBe('');
    expect(firstScreenExpect(`<p>The id ${FIRST_SCREEN_END_ID} as text is not the element</p>`)).toBe('');
    // Markup that is not an element: a comment, an attribute's value, a script's text.
    expect(firstScreenExpect(`<!-- <span id="${FIRST_SCREEN_END_ID}"></span> -->`)).toBe('');
    expect(firstScreenExpect(`<p title='<span id="${FIRST_SCREEN_END_ID}">'>Lead</p>`)).toBe('');
    expect(firstScreenExpect(`<script>document.write('<b id="${FIRST_SCREEN_END_ID}">')</script>`)).toBe('');
  });

  it('renders an empty element that shows nothing', () => {
    expect(renderToStaticMarkup(createElement(FirstScreenEnd))).toBe(
      `<span id="${FIRST_SCREEN_END_ID}" hidden=""></span>`,
    );
  });
});
