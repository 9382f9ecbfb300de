// A page's HTML sent (a composed page, or the baseline's pre-rendered one): an ETag of its bytes, 304s, and its
// compressed forms — made once per page bytes and kept by ETag (compressedPages), within a budget.
import { createHash } from 'node:crypto';
import { REVISION_HEADER } from '@campus/contract/boot';
import { LRUCache } from 'lru-cache';
import type { Choice } from './release-lines.ts';
import { compress, encodingFor } from './site-encoding.ts';
import { contentType, isFresh } from './site-headers.ts';
import type { App, Encoding, Req, Res, SecurityHeaders } from './site-types.ts';

/** The composed pages' compressed forms kept (a page is 5–20 KB compressed). */
const COMPRESSED_PAGE_BYTES = 16 * 1024 * 1024;

/** A page to send: its status and HTML; a composed page's CSP sources, remotes' origins and revision too. */
export type HtmlPage = {
  status: number;
  html: string;
  scriptHashes?: string[];
  origins?: string[];
  revision?: number | null;
};

/** Sends a page's HTML (`sendHtml`), with `securityHeaders`. */
export function createHtmlSender({ securityHeaders }: { securityHeaders: SecurityHeaders }) {
  /**
   * Pages' compressed forms, by the ETag of their bytes and encoding: pages of the same bytes (the page a browser
   * draws for every address of one slice while its renders are queued full) are compressed once.
   */
  const compressedPages = new LRUCache<string, Buffer, { html: string; encoding: Encoding }>({
    maxSize: COMPRESSED_PAGE_BYTES,
    sizeCalculation: (body) => body.length || 1,
    fetchMethod: (_key, _stale, { context: { html, encoding } }) => compress(html, encoding, 'page'),
  });

  /**
   * A page's ETag and plain bytes, worked out once per page: the composer hands back the same object for the same
   * page, so they are kept beside it (and go when it goes); its compressed forms are kept by ETag (compressedPages).
   */
  const pageForms = new WeakMap<object, { etag: string; plain?: Buffer }>();
  function formsOf(page: { html: string }) {
    let forms = pageForms.get(page);
    if (!forms) {
      forms = { etag: `"${createHash('sha256').update(page.html).digest('base64url').slice(0, 22)}"` };
      pageForms.set(page, forms);
    }
    return forms;
  }

  /**
   * A page's HTML: an ETag of its bytes (pages differ by address and cookie, not by time), compressed off the loop.
   * `choice`: this visitor's lines: its cookies and caching
   */
  async function sendHtml(req: Req, res: Res, app: App, absDir: string, page: HtmlPage, choice?: Choice) {
    const { status, html } = page;
    const forms = formsOf(page);
    const headers: Record<string, string | string[]> = {
      ...securityHeaders(app, absDir, '.html', page.scriptHashes, page.origins),
      'Content-Type': contentType('.html'),
      'Cache-Control': choice?.cacheControl ?? 'no-cache',
      ETag: forms.etag,
      Vary: 'Accept-Encoding, Cookie',
      ...(page.revision != null ? { [REVISION_HEADER]: String(page.revision) } : {}),
      // A not-found page (its <meta name="robots"> says it too) is no page to index.
      ...(status === 404 ? { 'X-Robots-Tag': 'noindex' } : {}),
    };
    if (choice?.setCookies.length) headers['Set-Cookie'] = choice.setCookies;
    if (status === 200 && isFresh(req, headers)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = encodingFor(req);
    // Each form made once per page (the page object is kept by the composer while it is the same).
    let body: Buffer;
    if (encoding) {
      const compressed = await compressedPages.fetch(`${forms.etag}:${encoding}`, { context: { html, encoding } });
      if (!compressed) throw new Error('the page could not be compressed');
      body = compressed;
    } else body = forms.plain ??= Buffer.from(html);
    res.writeHead(status, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { sendHtml };
}

/** What createHtmlSender makes. */
export type HtmlSender = ReturnType<typeof createHtmlSender>;
