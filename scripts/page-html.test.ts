// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseManifestJson } from '@campus/contract/manifest';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../shell/src/server';
import {
  attr,
  find,
  hasElementQuoted,
  hasOtherRequestsState,
  NOTICE_LABEL,
  noticeState,
  pageText,
  parsePage,
  textOf,
} from './page-html.ts';

const read = parseManifestJson(readFileSync(resolve(import.meta.dirname, '../shell/public/remotes.json'), 'utf8'));
if (!read.ok) throw new Error(read.message);
const manifest = read.value;
/** The shell's page as the layout server draws it for a request with (or without) the dismissal cookie. */
const page = async (disclaimerDismissed: boolean) =>
  (await renderShell({ url: '/menu', manifest, slot: { release: 'r' }, disclaimerDismissed })).html;

describe("bench:server's isolation check: does a page carry another request's notice state?", () => {
  it('passes the pages drawn for each request', async () => {
    const [shown, hidden] = await Promise.all([page(false), page(true)]);
    expect(noticeState(shown)).toBe('shown');
    expect(noticeState(hidden)).toBe('hidden');
    expect(hasOtherRequestsState(shown, false)).toBe(false);
    expect(hasOtherRequestsState(hidden, true)).toBe(false);
  });

  it("fails a page drawn with the other request's state, either way", async () => {
    const [shown, hidden] = await Promise.all([page(false), page(true)]);
    // The cookie came and the notice is shown; no cookie came and it is hidden.
    expect(hasOtherRequestsState(shown, true)).toBe(true);
    expect(hasOtherRequestsState(hidden, false)).toBe(true);
  });

  it('reads the attribute, not the word: a notice whose class says `:hidden` is shown', async () => {
    const shown = await page(false);
    // The notice's own tag holds "hidden" (in its class), which a search of the tag's text took for the state.
    const notice = find(parsePage(shown), (el) => attr(el, 'aria-label') === NOTICE_LABEL);
    expect(notice && attr(notice, 'class')).toContain(':hidden');
    expect(noticeState(shown)).toBe('shown');
    expect(noticeState(`<aside aria-label="${NOTICE_LABEL}" class="x" hidden>Demo</aside>`)).toBe('hidden');
    expect(noticeState(`<aside aria-label="${NOTICE_LABEL}" data-note="hidden">Demo</aside>`)).toBe('shown');
  });

  it('fails a page without the notice, whatever the request said', () => {
    const none = '<!doctype html><main><h1>Menu</h1><!-- <aside aria-label="Demo site notice" hidden> --></main>';
    expect(noticeState(none)).toBe('absent');
    expect(hasOtherRequestsState(none, true)).toBe(true);
    expect(hasOtherRequestsState(none, false)).toBe(true);
  });
});

describe('textOf', () => {
  it("is an element's text, a script's inside it left out; a script's own text is its source", () => {
    const doc = parsePage(
      '<p>Fish &amp; <b>chips</b><script>var a = "&amp;"</script></p><script type="importmap">{"a":"&amp;"}</script>',
    );
    const p = find(doc, (el) => el.tagName === 'p');
    const map = find(doc, (el) => attr(el, 'type') === 'importmap');
    expect(p && textOf(p)).toBe('Fish & chips');
    expect(map && textOf(map)).toBe('{"a":"&amp;"}');
  });
});

describe('pageText', () => {
  it('is the text a reader sees: entities decoded, scripts and comments left out, words of neighbouring elements apart', () => {
    const html = '<p>Fish &amp; chips<!-- a comment --></p><script>var hidden = "<p>no</p>"</script><p>Rice</p>';
    expect(pageText(html)).toBe('Fish & chips Rice');
  });
});

describe('hasElementQuoted: the element a Lighthouse snippet quotes', () => {
  const html =
    '<main><img class="h-full w-full" src="/assets/bowl-abcdef0123456789.webp" alt="A &quot;bowl&quot;"></main>';
  it.each([
    [
      'the whole tag',
      '<img class="h-full w-full" src="/assets/bowl-abcdef0123456789.webp" alt="A &quot;bowl&quot;">',
      true,
    ],
    ['a value cut at "…"', '<img class="h-full w-full" src="/assets/bowl-abc…">', true],
    ['attributes in another order', '<img alt=\'A "bowl"\' src="/assets/bowl-abcdef0123456789.webp">', true],
    ['another picture', '<img src="/assets/plan-abc…">', false],
    ['another element', '<video src="/assets/bowl-abc…">', false],
    ['no snippet', '', false],
  ])('%s', (_, snippet, found) => {
    expect(hasElementQuoted(html, snippet)).toBe(found);
  });
});
