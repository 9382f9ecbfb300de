import { describe, expect, it } from 'vitest';
import { leadText } from './lead-text';

const LONG = 'Halal bowls cooked fresh on campus every day, from breakfast until late at night';

describe('leadText: the first paragraph after the heading that says something', () => {
  it.each([
    [
      'the first paragraph after the heading',
      `<h1>Menu</h1><p>${LONG}</p><p>Later text that is long enough too.</p>`,
      LONG,
    ],
    [
      'not a paragraph before the heading',
      `<p>Skip to the main content of the page, please</p><h1>Menu</h1><p>${LONG}</p>`,
      LONG,
    ],
    ['not one too short to say anything', `<h1>Menu</h1><p>Fresh.</p><div>${LONG}</div>`, LONG],
    [
      'a block up to its first inner block',
      `<h1>Menu</h1><div>${LONG}<ul><li>Not this list item</li></ul></div>`,
      LONG,
    ],
    [
      'inline elements kept, comments out',
      '<h1>Menu</h1><p>Bowls <strong>from</strong><!-- --> $12.99, halal and fresh</p>',
      'Bowls from $12.99, halal and fresh',
    ],
    [
      'entities decoded',
      '<h1>Menu</h1><p>Fish &amp; rice &lt;3 &quot;fresh&quot; and &#x27;halal&#39; today</p>',
      `Fish & rice <3 "fresh" and 'halal' today`,
    ],
    ['a `>` in an attribute does not end the tag', `<h1>Menu</h1><p title="a > b">${LONG}</p>`, LONG],
    [
      'a tag inside a comment is not a paragraph',
      `<h1>Menu</h1><!-- <p>${LONG} (commented out)</p> --><p>${LONG}</p>`,
      LONG,
    ],
    [
      'the text of a script is not shown',
      `<h1>Menu</h1><p><script>var x = "a long script string of more than thirty";</script>Short.</p>`,
      '',
    ],
    ['no heading: from the start', `<p>${LONG}</p>`, LONG],
    ['nothing to say', '<h1>Menu</h1><p>Short.</p>', ''],
  ])('%s', (_, html, lead) => {
    expect(leadText(html)).toBe(lead);
  });

  it('cuts a long lead at a word, within 160 characters', () => {
    const text = leadText(`<h1>Menu</h1><p>${LONG}. ${LONG}. ${LONG}.</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/ \S+…$/);
    expect(`${LONG}. ${LONG}. ${LONG}.`.startsWith(text.slice(0, -1))).toBe(true);
  });
});
