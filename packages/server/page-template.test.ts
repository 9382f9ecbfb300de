// @vitest-environment node
import { MODULES_ELEMENT_ID } from '@campus/contract/dom-ids';
import { SLOT_MARKER } from '@campus/contract/fragment';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { readShellRender, readTemplate, safeHeadLink, withNoticeHidden } from './page-template.ts';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head>',
  '<meta charset="UTF-8" />',
  // Attribute order and spacing a regular expression would have had to guess.
  '<meta content="Halal and healthy campus meals" name="description">',
  '<title data-x="1">Campus Bowls</title>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<script type="module" crossorigin src="/assets/main-2.js"></script>',
  '</head><body><div id="root"><header>static header</header></div>',
  '<!-- a comment that says </head> and <div id="root"> --></body></html>',
].join('');
const modulesOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${MODULES_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1] ?? '[]',
  );

describe('readTemplate', () => {
  const template = readTemplate(TEMPLATE);

  it('fills the title, description, head and root where the parser found them; the rest is the template', () => {
    const page = template.fill({
      title: 'Bowls & <Plans>',
      description: 'Say "hi"',
      head: '<link rel="stylesheet" href="/a.css">',
      root: '<main>page</main>',
      modules: ['https://menu.example/assets/x.js'],
    });
    expect(page).toContain('<title>Bowls &amp; &lt;Plans&gt;</title>');
    expect(page).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(page).toContain('<div id="root"><main>page</main></div>');
    expect(page).toContain(
      `<link rel="stylesheet" href="/a.css"><script type="application/json" id="${MODULES_ELEMENT_ID}">`,
    );
    expect(page.indexOf('/a.css')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<script type="module" crossorigin src="/assets/main-2.js"></script>');
    expect(page).toContain('<!-- a comment that says </head> and <div id="root"> -->');
    expect(page).not.toContain('static header');
  });

  it("takes the template's module preloads out of the head and lists them first, then the page's", () => {
    const page = template.fill({ head: '', root: '', modules: ['https://menu.example/assets/x.js'] });
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('rel="modulepreload"');
    expect(modulesOf(page)).toEqual(['/assets/react-1.js', 'https://menu.example/assets/x.js']);
  });

  it("names the page's whole module graph as module preloads right after the root, each with its hash", () => {
    const page = template.fill({
      head: '',
      root: '<main>page</main>',
      modules: ['https://menu.example/assets/x.js', 'https://menu.example/remoteEntry.js', '/assets/react-1.js'],
      importMap: {
        text: '{"integrity":{}}',
        integrity: { '/assets/react-1.js': 'sha384-r', 'https://menu.example/assets/x.js': 'sha384-"x' },
      },
    });
    const links = page.slice(page.indexOf('<main>page</main></div>') + '<main>page</main></div>'.length);
    expect(links.startsWith('<link rel="modulepreload"')).toBe(true);
    expect(
      [
        ...links.matchAll(
          /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"(?: integrity="([^"]+)")?>/g,
        ),
      ].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['https://menu.example/remoteEntry.js', undefined],
      ['/assets/react-1.js', 'sha384-r'],
      ['https://menu.example/assets/x.js', 'sha384-&quot;x'],
    ]);
    // Not in the head: nothing there waits for them, and the first screen is parsed before them.
    expect(page.indexOf('rel="modulepreload"')).toBeGreaterThan(page.indexOf('<main>page</main>'));
  });

  it('lists first the files asked of the server on every visit (a remote entry), the hashed ones after', () => {
    const page = template.fill({
      head: '',
      root: '',
      modules: ['https://menu.example/assets/x.js', 'https://menu.example/remoteEntry.js'],
    });
    expect(modulesOf(page)).toEqual([
      'https://menu.example/remoteEntry.js',
      '/assets/react-1.js',
      'https://menu.example/assets/x.js',
    ]);
  });

  it('keeps its own title and description when the page has none', () => {
    const page = template.fill({ head: '', root: '', modules: [] });
    expect(page).toContain('<title data-x="1">Campus Bowls</title>');
    expect(page).toContain('<meta content="Halal and healthy campus meals" name="description">');
  });

  it('a module list cannot end its script early', () => {
    const page = template.fill({ head: '', root: '', modules: ['/x.js?</script><script>alert(1)</script>'] });
    expect(page).not.toContain('</script><script>alert(1)');
    expect(modulesOf(page)).toContain('/x.js?</script><script>alert(1)</script>');
  });

  it('puts the import map before the first script or module preload of the head, once, the rest unchanged', () => {
    const map = '{"integrity":{"/assets/main-2.js":"sha384-abc"}}';
    const importMap = { text: map, integrity: { '/assets/main-2.js': 'sha384-abc' } };
    const page = template.fill({ head: '', root: '', modules: [], importMap });
    const at = page.indexOf(`<script type="importmap">${map}</script>`);
    expect(at).toBeGreaterThan(page.indexOf('<title'));
    // In place of the module preload taken out, and before the module script.
    expect(page.slice(at)).toMatch(/^<script type="importmap">[^<]*<\/script><script type="module"/);
    expect(page.split('type="importmap"')).toHaveLength(2);
    expect(template.fill({ head: '', root: '', modules: [] })).not.toContain('importmap');
    // A head without scripts: at its end, still before the body's module scripts.
    const bare = readTemplate(
      '<html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/m.js"></script></body></html>',
    ).fill({ head: '<link rel="stylesheet" href="/a.css">', root: '', modules: [], importMap });
    expect(bare).toContain(
      `<title>t</title><script type="importmap">${map}</script><link rel="stylesheet" href="/a.css">`,
    );
    expect(bare.indexOf('importmap')).toBeLessThan(bare.indexOf('type="module"'));
  });

  it("gives the template's own scripts, classic and module, their hash as an integrity attribute", () => {
    const withScripts = readTemplate(
      '<html><head><script src="/before-paint.js" defer></script><script src="/other.js"></script></head>' +
        '<body><div id="root"><script src="/before-paint.js"></script></div><script type="module" src="/m.js"></script></body></html>',
    );
    const page = withScripts.fill({
      head: '',
      root: '<p>page</p>',
      modules: [],
      integrity: { '/before-paint.js': 'sha384-abc"<', '/m.js': 'sha384-m' },
    });
    expect(page).toContain('<script integrity="sha384-abc&quot;&lt;" src="/before-paint.js" defer></script>');
    expect(page).toContain('<script src="/other.js"></script>');
    expect(page).toContain('<script integrity="sha384-m" type="module" src="/m.js"></script>');
    expect(page).toContain('<div id="root"><p>page</p></div>');
  });

  it('refuses a template without a root element', () => {
    expect(() => readTemplate('<!doctype html><html><head></head><body><main></main></body></html>')).toThrow(
      /<div id="root">/,
    );
  });
});

describe('readShellRender', () => {
  it("splits React's leading hints from the page, and only those", () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp"/><link rel="preload" href="/b.webp"><header><link rel="x"></header>';
    const shell = readShellRender(html);
    expect(shell.headLinks).toEqual([
      '<link rel="preload" as="image" href="/a.webp"/>',
      '<link rel="preload" href="/b.webp">',
    ]);
    expect(shell.body()).toBe('<header><link rel="x"></header>');
    expect(readShellRender('<header></header>')).toMatchObject({ headLinks: [] });
  });

  it("puts the remote's HTML in place of the slot's text node, and nowhere else", () => {
    const html = [
      `<link rel="preload" href="/logo.svg"><header title="${SLOT_MARKER}"><!-- ${SLOT_MARKER} --></header>`,
      `<script>var s = "${SLOT_MARKER}";</script><main><div data-remote="m">${SLOT_MARKER}</div></main>`,
    ].join('');
    const body = readShellRender(html).body('<h1>Menu</h1>');
    expect(body).toBe(
      `<header title="${SLOT_MARKER}"><!-- ${SLOT_MARKER} --></header><script>var s = "${SLOT_MARKER}";</script><main><div data-remote="m"><h1>Menu</h1></div></main>`,
    );
  });

  it('leaves a render without the slot, or without a part to put in it, as rendered', () => {
    const slotted = `<main><div>${SLOT_MARKER}</div></main>`;
    expect(readShellRender(slotted).body()).toBe(slotted);
    expect(readShellRender('<main><div>drawn by the browser</div></main>').body('<h1>x</h1>')).toBe(
      '<main><div>drawn by the browser</div></main>',
    );
  });
});

describe('safeHeadLink', () => {
  it('writes a hint again with only its own attributes and its URLs mapped', () => {
    expect(
      safeHeadLink('<link rel="preload" as="image" fetchpriority="high" href="R/a.webp" onload="alert(1)">', (u) =>
        u.replace('R/', 'https://menu.example/'),
      ),
    ).toBe('<link rel="preload" as="image" fetchpriority="high" href="https://menu.example/a.webp">');
  });

  it.each([
    ['<script src="/x.js"></script>'],
    ['<link rel="preload" href="/a"><script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['<link rel="import" href="/evil.html">'],
    ['text'],
  ])('writes nothing for %s', (html) => {
    expect(safeHeadLink(html)).toBeNull();
  });
});

describe('withNoticeHidden', () => {
  const NOTICE = '<aside aria-label="Demo site notice" class="[[data-notice-dismissed]_&amp;]:hidden">Demo</aside>';
  const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;
  /** Each notice element of a page, as its attributes. */
  const notices = (html: string) => {
    const found: Record<string, string>[] = [];
    const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
      for (const child of node.childNodes) {
        if (!('tagName' in child)) continue;
        if (child.tagName === 'aside') found.push(Object.fromEntries(child.attrs.map((a) => [a.name, a.value])));
        walk(child);
      }
    };
    walk(parse(html));
    return found;
  };

  it('hides the notice by its attribute, and nothing else', () => {
    const html = page(`<!-- <aside aria-label="Demo site notice"> --><main>${NOTICE}</main>`);
    expect(notices(withNoticeHidden(html))).toEqual([
      { 'aria-label': 'Demo site notice', class: '[[data-notice-dismissed]_&]:hidden', hidden: '' },
    ]);
    expect(withNoticeHidden(html).replace(' hidden=""', '')).toBe(html);
  });

  it('leaves a page without the notice, or with it hidden already, as it is', () => {
    expect(withNoticeHidden(page('<main></main>'))).toBe(page('<main></main>'));
    const hidden = page('<aside aria-label="Demo site notice" hidden>Demo</aside>');
    expect(withNoticeHidden(hidden)).toBe(hidden);
  });
});
