// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_ELEMENT_ID, MODULES_ELEMENT_ID } from '@campus/contract/dom-ids';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import type { Manifest } from '@campus/contract/manifest';
import { FIRST_SCREEN_END_ID } from '@campus/vite/first-screen.ts';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createComposer, type LiveManifest } from './compose.ts';

/**
 * The composer against a shell folder written here (its template, manifest, route matcher and server render, each a
 * few lines) and a remote host on a real port whose behaviour each test sets: answering, hanging, or gone.
 */
type Mode = 'answer' | 'slow' | 'hang' | 'down';
let mode: Mode = 'answer';
/** The remote's hash lists by path on its host (its folder `/`, another remote's `/other/`); absent: a 404. */
let lists: Record<string, unknown> = {};
let asked: string[] = [];
let remote: Server;
let entry = '';
const shellDir = mkdtempSync(join(tmpdir(), 'compose-test-'));
const BUDGET = 150;

const INFO: {
  release: string;
  pages: string[];
  styles: string[];
  scripts: string[];
  queries?: Record<string, string[]>;
} = { release: 'r1', pages: ['/about'], styles: ['assets/about.css'], scripts: ['assets/about.js'] };
const ABOUT = {
  release: 'r1',
  address: '/about',
  title: 'About <Campus> Bowls',
  description: 'Who "we" are',
  headLinks: ['<link rel="preload" as="image" href="https://remote-folder.invalid/assets/team.webp">'],
  styles: INFO.styles,
  scripts: INFO.scripts,
  // The page names the end of its first screen (@campus/ui/first-screen-end).
  html: '<h1>About Campus Bowls</h1><span id="first-screen-end" hidden=""></span><img src="https://remote-folder.invalid/assets/team.webp">',
};

let liveNow: LiveManifest | null = null;
function writeShell(manifest: string) {
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Campus Bowls</title><meta name="description" content="Shop" /></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  // What the release store has live (a revision per write); text that does not parse: none read yet.
  let parsed: Manifest | null = null;
  try {
    parsed = JSON.parse(manifest) as Manifest;
  } catch {}
  liveNow = parsed && { revision: (liveNow?.revision ?? 0) + 1, manifest: parsed };
  writeFileSync(
    join(shellDir, 'preload-route.js'),
    'export const patternMatches = (pattern, path) => pattern === path;\n',
  );
  writeFileSync(
    join(shellDir, 'render.mjs'),
    `export async function renderShell({ url, manifest, slot, disclaimerDismissed }) {
      globalThis.shellRenders = (globalThis.shellRenders ?? 0) + 1;
      const main = !manifest ? '<p>The menu could not be loaded.</p>' : slot ? 'campus:remote-slot' : '<p>Loading…</p>';
      return { html: '<aside' + (disclaimerDismissed ? ' hidden' : '') + '>Demo</aside><main>' + main + '</main>', title: url === '/nowhere' ? 'Page not found' : undefined };
    }
    // Every address of /slow/… draws the same shell.
    export const shellRenderKey = ({ url, slot, disclaimerDismissed }) =>
      url.startsWith('/slow/') ? JSON.stringify([slot, disclaimerDismissed]) : null;\n`,
  );
}

beforeAll(async () => {
  remote = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (mode === 'hang') return; // never answers
    if (mode === 'down') {
      req.socket.destroy(); // the connection drops, as when the host's process is gone
      return;
    }
    const answer = () => {
      const body = req.url === '/ssr.json' ? INFO : req.url === '/ssr/about.json' ? ABOUT : lists[req.url ?? ''];
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      if (typeof body === 'string') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    // A host that answers, but later than a page's budget (a busy machine, a cold connection).
    if (mode === 'slow') setTimeout(answer, BUDGET * 3);
    else answer();
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  entry = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/remoteEntry.js`;
  writeShell(JSON.stringify({ remotes: [{ name: 'mfe_info', entry, routes: ['/about', '/contact'] }] }));
});
afterAll(() => {
  remote.closeAllConnections();
  remote.close();
  rmSync(shellDir, { recursive: true, force: true });
});
beforeEach(() => {
  mode = 'answer';
  asked = [];
  lists = {};
  INFO.pages = ['/about'];
  delete INFO.queries;
});

/** `budgetMs` generous where the test is not about the budget: a busy machine is slow, not wrong. */
function composer(log: Record<string, unknown>[] = [], budgetMs = BUDGET) {
  const made = createComposer({
    shellDir,
    serverModule: join(shellDir, 'render.mjs'),
    live: () => liveNow,
    budgetMs,
    freshMs: 0,
    log: (line) => void log.push(line),
  });
  composers.push(made);
  return made;
}
/** Every composer a test made, closed after it (its render processes ended, its modules' directory removed). */
const composers: ReturnType<typeof createComposer>[] = [];
afterEach(() => Promise.all(composers.splice(0).map((made) => made.close())));

type Element = DefaultTreeAdapterMap['element'];
/** A composed page's elements in document order, read as a browser reads the page. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(parse(html));
  return found;
}
const attrOf = (el: Element | undefined, name: string) => el?.attrs.find((a) => a.name === name)?.value;
const textOf = (el: Element | undefined): string =>
  (el?.childNodes ?? [])
    .map((c) => ('tagName' in c ? textOf(c) : c.nodeName === '#text' && 'value' in c ? c.value : ''))
    .join('');
/** The first element of the page that `test` accepts. */
const find = (html: string, test: (el: Element) => boolean) => elementsOf(html).find(test);
const heading = (html: string) => textOf(find(html, (el) => el.tagName === 'h1'));
/** The notice drawn hidden (its `hidden` attribute; the test shell's notice is its one <aside>). */
const noticeHidden = (html: string) =>
  attrOf(
    find(html, (el) => el.tagName === 'aside'),
    'hidden',
  ) !== undefined;
/** The elements of the page's head. */
const headOf = (html: string) => {
  const all = elementsOf(html);
  const body = all.findIndex((el) => el.tagName === 'body');
  return all.slice(0, body < 0 ? all.length : body);
};
const json = (el: Element | undefined) => JSON.parse(textOf(el) || 'null');

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
};

describe('createComposer', () => {
  it("puts the remote's pre-rendered page in the shell's, with its title, description, styles and code named in the head", async () => {
    const page = await composer([], 10_000)({ url: '/about' });
    expect(page.status).toBe(200);
    const base = new URL('./', entry).href;
    expect(page.html).toContain(`<main>${ABOUT.html.replace('https://remote-folder.invalid/', base)}</main>`);
    const head = headOf(page.html);
    const inHead = (tag: string, attrs: Record<string, string>) =>
      head.some((el) => el.tagName === tag && Object.entries(attrs).every(([name, v]) => attrOf(el, name) === v));
    expect(textOf(head.find((el) => el.tagName === 'title'))).toBe('About <Campus> Bowls');
    expect(inHead('meta', { name: 'description', content: 'Who "we" are' })).toBe(true);
    expect(inHead('link', { rel: 'stylesheet', crossorigin: '', href: `${base}assets/about.css` })).toBe(true);
    expect(inHead('link', { rel: 'preload', as: 'image', href: `${base}assets/team.webp` })).toBe(true);
    // The remote's code is named after the page's content (found by the preload scanner), not in the head.
    expect(head.some((el) => attrOf(el, 'rel') === 'modulepreload')).toBe(false);
    const preload = find(
      page.html,
      (el) => attrOf(el, 'rel') === 'modulepreload' && attrOf(el, 'href') === `${base}assets/about.js`,
    );
    expect(preload).toBeDefined();
    expect(json(head.find((el) => attrOf(el, 'id') === MODULES_ELEMENT_ID))).toContain(`${base}assets/about.js`);
    const boot = json(head.find((el) => attrOf(el, 'id') === BOOT_ELEMENT_ID));
    expect(boot.slot).toEqual({ remote: 'mfe_info', release: 'r1', state: 'html' });
    // Its first frame waits for the end of its first screen: the head names it.
    expect(inHead('link', { rel: 'expect', href: `#${FIRST_SCREEN_END_ID}`, blocking: 'render' })).toBe(true);
    // A page whose slice names no such end (here: none at all) waits only for <main>, as index.html says.
    const nowhere = (await composer([], 10_000)({ url: '/nowhere' })).html;
    expect(find(nowhere, (el) => attrOf(el, 'rel') === 'expect')).toBeUndefined();
  });

  it('each request draws its own cookie, whatever the order the pages finish in', async () => {
    const compose = composer([], 10_000);
    const cookies = [
      'disclaimer-dismissed=true',
      undefined,
      'a=1; disclaimer-dismissed=true',
      'disclaimer-dismissed=no',
    ];
    // A thousand at once, cookies mixed, pages cold and then kept: none carries another request's state.
    const hidden = [true, false, true, false];
    const asked = Array.from({ length: 1000 }, (_, i) => ({
      url: i % 3 ? '/about' : '/contact',
      cookie: cookies[i % 4],
    }));
    const pages = await Promise.all(asked.map((request) => compose(request)));
    expect(pages.filter((p, i) => noticeHidden(p.html) !== hidden[i % 4])).toEqual([]);
    expect(pages.filter((p) => heading(p.html) === 'About Campus Bowls')).toHaveLength(666);
  });

  it('a burst of requests for a page not kept yet renders the shell once, not once per request', async () => {
    const renders = () => (globalThis as { shellRenders?: number }).shellRenders ?? 0;
    const compose = composer([], 10_000);
    await compose({ url: '/about' }); // the remote's part kept
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 50 }, () => compose({ url: '/about', cookie: 'disclaimer-dismissed=true' })),
    );
    expect(renders() - before).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(noticeHidden(pages[0]?.html ?? '')).toBe(true);
  });

  it('a kept page is served while its inputs are the same, and put together again once the shell changes', async () => {
    const compose = composer([], 10_000);
    const first = await compose({ url: '/about' });
    expect(await compose({ url: '/about' })).toBe(first);
    const template = join(shellDir, 'index.html');
    const before = readFileSync(template, 'utf8');
    writeFileSync(template, before.replace('<html>', '<html lang="en">'));
    try {
      const next = await compose({ url: '/about', cookie: '' });
      expect(next).not.toBe(first);
      expect(next.html).toContain('<html lang="en">');
    } finally {
      writeFileSync(template, before);
    }
    expect((await compose({ url: '/about' })).html).toBe(first.html);
  });

  it('an address no slice owns is a 404 page; no manifest read from the store yet is the shell’s error state, not a server error', async () => {
    expect((await composer()({ url: '/nowhere' })).status).toBe(404);
    writeShell('{ not json');
    try {
      const page = await composer([], 10_000)({ url: '/about' });
      expect(page.status).toBe(200);
      expect(textOf(find(page.html, (el) => el.tagName === 'main'))).toBe('The menu could not be loaded.');
    } finally {
      writeShell(JSON.stringify({ remotes: [{ name: 'mfe_info', entry, routes: ['/about', '/contact'] }] }));
    }
  });

  it('a hanging host, never served before: the page comes within the budget, drawn by the browser, one log line', async () => {
    mode = 'hang';
    const log: Record<string, unknown>[] = [];
    const { value: page, ms } = await timed(() => composer(log)({ url: '/about' }));
    expect(ms).toBeLessThan(BUDGET + 4000); // the budget, not the host's silence (which never ends)
    expect(page.fallback).toBe(true);
    expect(textOf(find(page.html, (el) => el.tagName === 'main'))).toBe('Loading…');
    expect(log).toContainEqual(
      expect.objectContaining({ event: 'page:fallback', remote: 'mfe_info', address: '/about' }),
    );
  });

  it('once a page of the release was served, a host that hangs or is gone costs it nothing: the last good HTML', async () => {
    for (const fault of ['hang', 'down'] as const) {
      const log: Record<string, unknown>[] = [];
      const compose = composer(log, 10_000); // waiting on the host would take the whole 10 s
      await compose({ url: '/about' });
      mode = fault;
      for (let i = 0; i < 5; i++) {
        const { value: page, ms } = await timed(() => compose({ url: '/about' }));
        expect(heading(page.html)).toBe('About Campus Bowls');
        expect(page.fallback).toBe(false);
        expect(ms).toBeLessThan(5000);
      }
      mode = 'answer';
    }
  });

  it('warming loads what a page needs however slow the host, so the first page after a start comes from memory', async () => {
    mode = 'slow';
    lists = { [`/${INTEGRITY_FILE}`]: { 'assets/about.js': 'sha384-abc' } };
    const log: Record<string, unknown>[] = [];
    const compose = composer(log); // a page waits BUDGET at most; the host answers in 3 × BUDGET
    await compose.warm(null);
    expect(asked).toEqual([]); // nothing live: nothing to warm
    await compose.warm();
    expect(asked).toEqual(expect.arrayContaining(['/ssr.json', `/${INTEGRITY_FILE}`, '/ssr/about.json']));
    // The host gone: the first page is whole, from memory — its part and its hash list.
    mode = 'down';
    const page = await compose({ url: '/about' });
    expect(page.fallback).toBe(false);
    expect(heading(page.html)).toBe('About Campus Bowls');
    expect(page.html).toContain('sha384-abc');
    expect(log.filter((l) => String(l.event).endsWith(':fallback'))).toEqual([]);
  });

  it('a dead host is not waited on by every request: after three faults its circuit opens, one log line each', async () => {
    const log: Record<string, unknown>[] = [];
    const compose = composer(log, 10_000);
    for (const url of ['/about', '/contact']) await compose({ url }); // ssr.json and /about known
    mode = 'down';
    for (let i = 0; i < 8; i++) {
      await compose({ url: '/about' });
      await new Promise((r) => setTimeout(r, 5)); // the background request's answer (the drop) comes in
    }
    expect(log.filter((l) => l.event === 'fragment:error')).toHaveLength(3);
    expect(log).toContainEqual(expect.objectContaining({ event: 'breaker:open', failures: 3 }));
    // Open: the page is served from memory and the host is not asked, however many pages.
    const before = asked.length;
    for (let i = 0; i < 5; i++) expect((await compose({ url: '/about' })).fallback).toBe(false);
    expect(asked.length).toBe(before);
  });
});

describe('what a page answers, as its remote said', () => {
  it('a query parameter no route reads is dropped: the pre-rendered page, no render, one kept page', async () => {
    INFO.queries = { '/about': [], '/contact': ['tab'] };
    const compose = composer([], 10_000);
    const first = await compose({ url: '/about?utm_source=mail&fbclid=1' });
    expect(first.status).toBe(200);
    expect(heading(first.html)).toBe('About Campus Bowls');
    expect(first.fallback).toBe(false);
    // Its ssr.json, the pre-rendered page and the hash list: nothing rendered for the made-up query.
    expect(asked.sort()).toEqual(['/integrity.json', '/ssr.json', '/ssr/about.json']);
    // Another made-up query: the same kept page, nothing asked of the remote.
    expect(await compose({ url: '/about?gclid=2' })).toBe(first);
  });

  it("a remote's own not-found state is a 404 page, marked noindex; the rest of the page as usual", async () => {
    INFO.pages = ['/about', '/contact'];
    lists = { '/ssr/contact.json': { ...ABOUT, address: '/contact', html: '<h1>Bowl Not Found</h1>', status: 404 } };
    const page = await composer([], 10_000)({ url: '/contact' });
    expect(page.status).toBe(404);
    expect(heading(page.html)).toBe('Bowl Not Found');
    expect(
      attrOf(
        find(page.html, (el) => el.tagName === 'meta' && attrOf(el, 'name') === 'robots'),
        'content',
      ),
    ).toBe('noindex');
    const about = await composer([], 10_000)({ url: '/about' });
    expect(find(about.html, (el) => el.tagName === 'meta' && attrOf(el, 'name') === 'robots')).toBeUndefined();
  });

  it('renders queued full: one page drawn by the browser for every address that draws the same shell', async () => {
    const module = `export async function render(address) {
      await new Promise((r) => setTimeout(r, 50));
      return { html: '<h1>' + address + '</h1>', headLinks: [], title: 'T', description: '' };
    }`;
    const server = { module: 'server/render.mjs', sha256: createHash('sha256').update(module).digest('hex') };
    lists = { '/server/render.mjs': module };
    Object.assign(INFO, { server });
    writeShell(JSON.stringify({ remotes: [{ name: 'mfe_info', entry, routes: ['/about', '/slow/*'], server }] }));
    try {
      const compose = composer([], 30_000);
      await compose.warm();
      const shellRenders = () => (globalThis as { shellRenders?: number }).shellRenders ?? 0;
      const before = shellRenders();
      // One render process and RENDER_QUEUE waiting (remote-render.ts): the rest are busy at once.
      const pages = await Promise.all(Array.from({ length: 30 }, (_, i) => compose({ url: `/slow/${i}` })));
      const busy = pages.filter((page) => page.busy);
      expect(busy.length).toBeGreaterThanOrEqual(10);
      expect(new Set(busy).size).toBe(1);
      expect(busy[0]?.fallback).toBe(true);
      expect(heading(busy[0]?.html ?? '')).toBe('');
      // Rendered ones carry their own address.
      expect(pages.filter((page) => !page.busy).map((page) => heading(page.html))).toContain('/slow/0');
      // The busy page's shell drawn once, besides one per rendered page.
      expect(shellRenders() - before).toBe(pages.length - busy.length + 1);
    } finally {
      delete (INFO as { server?: unknown }).server;
      writeShell(JSON.stringify({ remotes: [{ name: 'mfe_info', entry, routes: ['/about', '/contact'] }] }));
    }
  });

  it("a remote's page at another address (an id in another case) is a 301 there, with no page", async () => {
    INFO.pages = ['/about', '/contact'];
    lists = {
      '/ssr/contact.json': { ...ABOUT, address: '/contact', html: '', status: 301, location: '/about?tab=team' },
    };
    const page = await composer([], 10_000)({ url: '/contact' });
    expect(page).toMatchObject({ status: 301, location: '/about?tab=team', html: '' });
  });

  it('a redirect to another host is not a page of the contract: refused, and the browser draws the page', async () => {
    INFO.pages = ['/about', '/contact'];
    lists = { '/ssr/contact.json': { ...ABOUT, address: '/contact', status: 301, location: '//evil.example/' } };
    const log: Record<string, unknown>[] = [];
    const page = await composer(log, 10_000)({ url: '/contact' });
    expect(page.status).toBe(200);
    expect(page.fallback).toBe(true);
    expect(log).toContainEqual(expect.objectContaining({ event: 'fragment:error' }));
  });
});

describe('the import map', () => {
  const SHELL_LIST = { 'assets/main.js': `sha384-${'A'.repeat(64)}`, 'preload-route.js': `sha384-${'B'.repeat(64)}` };
  const REMOTE_LIST = { 'remoteEntry.js': `sha384-${'C'.repeat(64)}`, 'assets/about.js': `sha384-${'D'.repeat(64)}` };
  const OTHER_LIST = { 'remoteEntry.js': `sha384-${'E'.repeat(64)}` };
  const mapOf = (html: string) => {
    const all = elementsOf(html);
    const at = all.findIndex((el) => el.tagName === 'script' && attrOf(el, 'type') === 'importmap');
    const firstModule = all.findIndex((el) => el.tagName === 'script' && attrOf(el, 'type') === 'module');
    // A script's text is its source as sent: the text the CSP hash is of.
    return { text: textOf(all[at]), at, firstModule, map: json(all[at]) };
  };
  const withTwoRemotes = () =>
    writeShell(
      JSON.stringify({
        remotes: [
          { name: 'mfe_info', entry, routes: ['/about', '/contact'] },
          { name: 'mfe_other', entry: new URL('/other/remoteEntry.js', entry).href, routes: ['/other'] },
        ],
      }),
    );
  beforeAll(() => writeFileSync(join(shellDir, INTEGRITY_FILE), JSON.stringify(SHELL_LIST)));
  afterAll(() => {
    rmSync(join(shellDir, INTEGRITY_FILE), { force: true });
    writeShell(JSON.stringify({ remotes: [{ name: 'mfe_info', entry, routes: ['/about', '/contact'] }] }));
  });

  it("maps every module file of the shell and of EVERY listed remote to its hash, before the page's first module script, allowed by the CSP hash of its exact text", async () => {
    withTwoRemotes();
    lists = { '/integrity.json': REMOTE_LIST, '/other/integrity.json': OTHER_LIST };
    const page = await composer([], 10_000)({ url: '/about' });
    const { text, at, firstModule, map } = mapOf(page.html);
    const base = new URL('./', entry).href;
    expect(map).toEqual({
      integrity: {
        '/assets/main.js': SHELL_LIST['assets/main.js'],
        '/preload-route.js': SHELL_LIST['preload-route.js'],
        [`${base}remoteEntry.js`]: REMOTE_LIST['remoteEntry.js'],
        [`${base}assets/about.js`]: REMOTE_LIST['assets/about.js'],
        // Not this page's slice: a later client-side visit to it loads under this same map.
        [`${base}other/remoteEntry.js`]: OTHER_LIST['remoteEntry.js'],
      },
    });
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(firstModule);
    // The page's own module script also carries its hash (the preload scanner fetches it before the map applies).
    const main = find(page.html, (el) => el.tagName === 'script' && attrOf(el, 'src') === '/assets/main.js');
    expect(attrOf(main, 'type')).toBe('module');
    expect(attrOf(main, 'integrity')).toBe(SHELL_LIST['assets/main.js']);
    expect(page.scriptHashes).toEqual([`'sha256-${createHash('sha256').update(text).digest('base64')}'`]);
    // A page drawn by the browser (no slice) carries the same map: every page is covered.
    expect(mapOf((await composer([], 10_000)({ url: '/nowhere' })).html).map).toEqual(map);
  });

  it('a remote whose list is missing or not a list has no entries; the page is served and that is logged once', async () => {
    withTwoRemotes();
    lists = { '/integrity.json': REMOTE_LIST, '/other/integrity.json': { 'remoteEntry.js': 'md5-nope' } };
    const log: Record<string, unknown>[] = [];
    const compose = composer(log, 10_000);
    const page = await compose({ url: '/about' });
    expect(heading(page.html)).toBe('About Campus Bowls');
    const { map } = mapOf(page.html);
    expect(Object.keys(map.integrity).filter((url) => url.includes('/other/'))).toEqual([]);
    expect(Object.keys(map.integrity)).toContain(new URL('remoteEntry.js', entry).href);
    expect(log).toContainEqual(
      expect.objectContaining({
        event: 'integrity:error',
        reason: expect.stringMatching(/^not a hash list: integrity\.json: remoteEntry\.js: /),
      }),
    );

    lists = { '/integrity.json': REMOTE_LIST }; // the other's list now a 404
    const missing = composer(log, 10_000);
    for (let i = 0; i < 4; i++) await missing({ url: '/about' });
    expect(log.filter((l) => l.event === 'integrity:missing')).toEqual([
      expect.objectContaining({ remote: 'mfe_other', url: new URL('/other/', entry).href }),
    ]);
  });

  it('a new hash list (a new release) is in the next page, whose CSP hash follows it', async () => {
    lists = { '/integrity.json': REMOTE_LIST };
    const compose = composer([], 10_000);
    const first = await compose({ url: '/about' });
    lists = { '/integrity.json': { ...REMOTE_LIST, 'remoteEntry.js': `sha384-${'F'.repeat(64)}` } };
    await compose({ url: '/about' }); // stale: asked again in the background (freshMs 0)
    // The background answer lands when it lands (a busy machine: well over 50 ms); the next page after it has it.
    const hashOf = async () =>
      mapOf((await compose({ url: '/about' })).html).map.integrity[new URL('remoteEntry.js', entry).href];
    await vi.waitFor(async () => expect(await hashOf()).toBe(`sha384-${'F'.repeat(64)}`), { timeout: 5000 });
    const next = await compose({ url: '/about' });
    expect(next.scriptHashes).not.toEqual(first.scriptHashes);
  });
});

describe('a visitor’s own lines (a canary’s, a preview’s)', () => {
  const NEXT_LIST = { 'remoteEntry.js': `sha384-${'F'.repeat(64)}`, 'assets/about.js': `sha384-${'G'.repeat(64)}` };

  it('compose that visitor’s page, boot data, import map and CSP origins with them, and leave everyone else’s page as it was', async () => {
    const nextEntry = new URL('/next/remoteEntry.js', entry).href;
    lists = {
      '/next/ssr.json': { ...INFO, release: 'r2' },
      '/next/ssr/about.json': { ...ABOUT, release: 'r2', html: '<h1>About, the next release</h1>' },
      [`/next/${INTEGRITY_FILE}`]: NEXT_LIST,
    };
    const compose = composer([], 10_000);
    const lines = { mfe_info: { name: 'mfe_info', entry: nextEntry, routes: ['/about', '/contact'] } };
    const before = await compose({ url: '/about' });
    const page = await compose({ url: '/about', lines, preview: { remote: 'mfe-info', release: 'r2' } });
    const after = await compose({ url: '/about' });

    expect(heading(page.html)).toBe('About, the next release');
    const boot = json(find(page.html, (el) => attrOf(el, 'id') === BOOT_ELEMENT_ID));
    expect(boot.manifest.remotes).toEqual([lines.mfe_info]);
    expect(boot.slot).toEqual({ remote: 'mfe_info', release: 'r2', state: 'html' });
    const map = json(find(page.html, (el) => attrOf(el, 'type') === 'importmap'));
    expect(map.integrity[new URL('assets/about.js', nextEntry).href]).toBe(NEXT_LIST['assets/about.js']);
    expect(page.origins).toEqual([new URL(entry).origin]);
    // The banner: outside the shell's root, before it, with the way out.
    const all = elementsOf(page.html);
    const banner = all.findIndex((el) => el.tagName === 'aside' && attrOf(el, 'aria-label') === 'Preview');
    const root = all.findIndex((el) => attrOf(el, 'id') === 'root');
    expect(banner).toBeGreaterThan(0);
    expect(root).toBeGreaterThan(banner);
    expect(textOf(all[banner])).toContain('Preview of mfe-info r2');
    expect(find(page.html, (el) => el.tagName === 'button' && attrOf(el, 'name') === 'preview')).toBeDefined();
    expect(all.slice(root).some((el) => attrOf(el, 'aria-label') === 'Preview')).toBe(false);

    // Everyone else: the live release, no banner, the very page kept before.
    expect(heading(after.html)).toBe('About Campus Bowls');
    expect(after).toBe(before);
    expect(after.html).not.toContain('Preview of');
  });
});
