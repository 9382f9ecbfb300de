import { describe, expect, it } from 'vitest';
import { fillPage, takeModulePreloads, urlsNamed } from './html-edit';

const TEMPLATE = [
  '<!doctype html><html><head><meta charset="utf-8" />',
  '<title>Campus Bowls</title><meta name="description" content="Halal bowls" />',
  '<script>/* </head> and <div id="root"> in a script are text */</script><!-- </head> -->',
  '</head><body><div id="root"><p>static</p></div><div id="other"></div></body></html>',
].join('');

/** The page as a browser reads it. */
const read = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('fillPage', () => {
  it('fills the title, the description, the end of the head and the root, and keeps the rest byte for byte', () => {
    const page = fillPage(TEMPLATE, {
      title: 'Menu & more',
      description: 'Bowls "fresh" <daily>',
      head: '<link rel="stylesheet" href="/a.css">',
      root: '<h1>Menu</h1>',
      rootFlag: 'data-prerendered',
    });
    const doc = read(page);
    expect(doc.title).toBe('Menu & more');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bowls "fresh" <daily>');
    expect(doc.head.lastElementChild?.getAttribute('href')).toBe('/a.css');
    expect(doc.getElementById('root')?.innerHTML).toBe('<h1>Menu</h1>');
    expect(doc.getElementById('root')?.hasAttribute('data-prerendered')).toBe(true);
    expect(doc.getElementById('other')).not.toBeNull();
    // The script's and the comment's text were not taken for the places they name.
    expect(doc.head.querySelector('script')?.textContent).toBe(
      '/* </head> and <div id="root"> in a script are text */',
    );
    expect(page).toContain('<!-- </head> --><link rel="stylesheet" href="/a.css"></head>');
  });

  it('leaves the page as it is when asked to fill nothing', () => {
    expect(fillPage(TEMPLATE, {})).toBe(TEMPLATE);
    expect(fillPage(TEMPLATE, { head: '' })).toBe(TEMPLATE);
  });

  it('refuses a page without a place it is asked to fill', () => {
    expect(() => fillPage('<p>no root</p>', { root: 'x' })).toThrow(/<div id="root">/);
    expect(() => fillPage('<p>no title</p>', { title: 'x' })).toThrow(/<title>/);
  });
});

describe('urlsNamed', () => {
  it("is every element's src and href, not text that looks like one", () => {
    const html = '<link href="/a.css"><script src="/b.js"></script><p>src="/c.js"</p><!-- <img src="/d.png"> -->';
    expect([...urlsNamed(html)]).toEqual(['/a.css', '/b.js']);
  });
});

describe('takeModulePreloads', () => {
  it('takes out every modulepreload link, keeps the rest byte for byte, and names them in order', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" crossorigin href="/b.js">\n<link rel=modulepreload href="/c.js"></head><body><!-- <link rel="modulepreload" href="/d.js"> --></body>';
    const { html: rest, hrefs } = takeModulePreloads(html);
    expect(hrefs).toEqual(['/b.js', '/c.js']);
    expect(rest).toBe(
      '<head><link rel="stylesheet" href="/a.css">\n</head><body><!-- <link rel="modulepreload" href="/d.js"> --></body>',
    );
  });
});
