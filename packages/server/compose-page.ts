// One job: a page put together from its inputs — the shell's server render around the owning remote's part, the head
// (the shell's and the part's hints, the part's styles and first-screen link, the boot data) and the shell's template
// filled in (page-template.ts) — with its status and what serve.ts needs for its CSP.
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { ASSET_BASE } from '@campus/contract/fragment';
import type { Manifest, RemoteEntry } from '@campus/contract/manifest';
import { firstScreenExpect } from '@campus/vite/first-screen.ts';
import { type ImportMap, scriptJson } from './compose-import-map.ts';
import type { ReadPart } from './compose-part.ts';
import { readShellRender, readTemplate, safeHeadLink } from './page-template.ts';

/**
 * `busy`: drawn by the browser because the remote's renders are queued full (a crawler is told 503 instead)
 * `status`: 200; 404 for a path no slice owns or a remote's own not-found state; 301 to `location` (no page)
 * `scriptHashes`: the CSP sources of the page's inline scripts (its import map), for serve.ts's script-src;
 * `origins`: the remotes' origins of the manifest it was composed with (the CSP's other hosts)
 */
export type ComposedPage = {
  status: number;
  location?: string;
  html: string;
  fallback: boolean;
  busy?: boolean;
  note?: string | undefined;
  scriptHashes: string[];
  origins: string[];
  revision: number | null;
};

/** What the composer asks the shell's server render for (its server.tsx). */
export type ShellRequest = {
  url: string;
  manifest: Manifest | null;
  slot: { release: string } | null;
  disclaimerDismissed: boolean;
};
/**
 * The shell's server render (dist-server/render.mjs): `renderShell` draws the shell for a request; `shellRenderKey`,
 * when it has one, names the render a request draws (the same key: the same shell), null for one of its own.
 */
export type ShellModule = {
  renderShell: (request: ShellRequest) => Promise<{ html: string; title?: string | undefined }>;
  shellRenderKey?: (request: ShellRequest) => string | null | undefined;
};

/**
 * One page's inputs: `template`, the text of the shell's index.html; `url`, the address as its page reads it (its
 * query parameters no route reads dropped); `owner`, the manifest's line of the slice that owns it; `got`, that
 * slice's part (null: no slice owns the address); `revision`, the store's revision `manifest` is of; `banner`, the
 * preview's bar (or ''); `beaconSample`, the share of visitors whose pages report their visit.
 */
export type PageInputs = {
  renderShell: ShellModule['renderShell'];
  template: string;
  url: string;
  manifest: Manifest | null;
  owner: RemoteEntry | undefined;
  got: ReadPart | null;
  revision: number | null;
  disclaimerDismissed: boolean;
  banner: string;
  importMap: ImportMap;
  beaconSample?: number | undefined;
};

const escapeAttr = (text: unknown) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The origins a manifest's remotes are served from. */
export function originsOf(manifest: Manifest | null) {
  const origins = new Set<string>();
  for (const remote of manifest?.remotes ?? []) {
    try {
      origins.add(new URL(String(remote.entry)).origin);
    } catch {}
  }
  return [...origins];
}

/**
 * A page assembler: `assemble(inputs)` puts a page together. What it parses is kept with what it was parsed from:
 * the template once per version of index.html, the shell's render once per render, a part's first-screen link once
 * per part.
 */
export function createPageAssembler() {
  /** The first-screen link of each remote part, read (parsed) once per part kept by fragment-cache.ts or the renderer. */
  const firstScreens = new WeakMap<object, string>();
  const firstScreenOf = (source: object, html: string) => {
    const kept = firstScreens.get(source);
    if (kept !== undefined) return kept;
    const link = firstScreenExpect(html);
    firstScreens.set(source, link);
    return link;
  };
  /**
   * The shell's render read (parsed) once per render: the shell hands back the same object for addresses that draw
   * the same shell (its server.tsx), so a flood of addresses of one page parses it once.
   */
  const shellReads = new WeakMap<object, ReturnType<typeof readShellRender>>();
  const shellRead = (shell: { html: string }) => {
    let read = shellReads.get(shell);
    if (!read) {
      read = readShellRender(shell.html);
      shellReads.set(shell, read);
    }
    return read;
  };
  /** The template parsed once per version of index.html. */
  let parsed: { text: string; template: ReturnType<typeof readTemplate> } | null = null;
  const templateOf = (text: string) => {
    if (parsed?.text !== text) parsed = { text, template: readTemplate(text) };
    return parsed.template;
  };

  return async function assemble(inputs: PageInputs): Promise<ComposedPage> {
    const { renderShell, url, manifest, owner, got, revision, disclaimerDismissed, importMap } = inputs;
    const part = got?.state === 'html' ? got : null;
    const fragment = part?.fragment ?? null;
    // The remote's page is another address's (its id in another case): a permanent redirect there, no page.
    if (fragment?.status === 301 && fragment.location) {
      return {
        status: 301,
        location: fragment.location,
        html: '',
        fallback: false,
        scriptHashes: [],
        origins: [],
        revision,
      };
    }
    const status = fragment?.status === 404 || (!owner && manifest) ? 404 : 200;
    const shell = await renderShell({
      url,
      manifest,
      slot: fragment ? { release: fragment.release } : null,
      disclaimerDismissed,
    });
    // The shell's own hints (its logo) go to the head like the remote's.
    const { headLinks: shellLinks, body: shellBody } = shellRead(shell);
    // ASSET_BASE is a placeholder URL (an `.invalid` host) the remote's build wrote, not markup: replaced as text.
    const body = shellBody(part?.fragment.html.replaceAll(ASSET_BASE, part.base.href));

    const boot = {
      revision,
      manifest,
      slot: owner ? { remote: owner.name, release: fragment?.release ?? '', state: got?.state } : null,
      ...(inputs.beaconSample === undefined ? {} : { report: { sample: inputs.beaconSample } }),
    };
    const head = [...shellLinks];
    const modules: string[] = [];
    if (part) {
      const { fragment, base } = part;
      // React's own hints for the page (its high-priority images): one link each, only a hint's attributes.
      const toBase = (url: string) => url.replaceAll(ASSET_BASE, base.href);
      for (const link of fragment.headLinks ?? []) {
        const safe = safeHeadLink(link, toBase);
        if (safe) head.push(safe);
      }
      for (const css of fragment.styles) {
        // crossorigin: the same request as the shell's own preloads of a remote's files, so one download serves both.
        head.push(`<link rel="stylesheet" crossorigin href="${escapeAttr(new URL(css, base))}">`);
      }
      // The remote's code for this page: listed for preload-route.js to fetch once the page has painted.
      for (const js of fragment.scripts) modules.push(new URL(js, base).href);
      // One first frame for the page's first screen, when the slice names where it ends.
      const expect = firstScreenOf(part.source, fragment.html);
      if (expect) head.push(expect);
    }
    // A not-found page is no page to index (its status says so too, and the server's X-Robots-Tag).
    if (status === 404) head.push('<meta name="robots" content="noindex">');
    head.push(`<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`);
    const page = templateOf(inputs.template).fill({
      title: fragment?.title || shell.title,
      description: fragment?.description,
      head: head.join(''),
      root: body,
      modules,
      importMap: { text: importMap.text, integrity: importMap.integrity },
      integrity: importMap.shell,
      beforeRoot: inputs.banner,
    });
    return {
      status,
      html: page,
      fallback: got?.state === 'failed' || got?.state === 'busy',
      ...(got?.state === 'busy' ? { busy: true } : {}),
      note: got?.state === 'html' && got.note ? `${owner?.name}: ${got.note}` : undefined,
      scriptHashes: [importMap.hash],
      origins: originsOf(manifest),
      revision,
    };
  };
}
