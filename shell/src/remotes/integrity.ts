import { parseImportMapJson } from '@campus/contract/integrity';

/**
 * Which of a remote's files the browser refused because its bytes are not the ones its release was built with. The
 * page's import map (placed by the layout server, packages/server/compose.ts) holds a hash for each module file of
 * every listed remote; browsers enforce it but say only that the import failed. After a remote fails to load, this
 * fetches the remote's listed files again (the HTTP cache usually has them) and compares them with their hashes
 * itself, so the shell's one line about the failure can name the file. A remote whose host is unreachable (its entry
 * cannot be fetched) is an outage, not this.
 */

const SRI = /^sha(256|384|512)-(.+)$/;

/** The page's import map `integrity`, or an empty map (a page drawn by the browser alone has none). */
export function pageIntegrity(doc: Document = document): Record<string, string> {
  const text = doc.querySelector('script[type="importmap"]')?.textContent;
  if (!text) return {};
  const map = parseImportMapJson(text);
  if (!map.ok) return {};
  try {
    return Object.fromEntries(
      Object.entries(map.value.integrity ?? {}).map(([url, hash]) => [new URL(url, doc.baseURI).href, hash]),
    );
  } catch {
    return {};
  }
}

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whether these bytes match the SRI metadata `sha…-<base64>`; undefined when it cannot be told. */
async function matches(bytes: ArrayBuffer, expected: string): Promise<boolean | undefined> {
  const m = SRI.exec(expected);
  if (!m || !globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest(`SHA-${m[1]}`, bytes);
  return toBase64(digest) === m[2];
}

/** True: fetched and different from its hash; false: fetched and the same; undefined: could not be fetched. */
async function altered(url: string, expected: string): Promise<boolean | undefined> {
  try {
    const res = await fetch(url, { cache: 'force-cache', credentials: 'omit' });
    if (!res.ok) return undefined;
    const same = await matches(await res.arrayBuffer(), expected);
    return same === undefined ? undefined : !same;
  } catch {
    return undefined;
  }
}

/**
 * The URL of the first file of the remote whose entry is `entry` that does not match the page's import map, its entry
 * checked first; undefined when none is found (an outage, an error in the code, or a page without an import map).
 */
export async function refusedFile(entry: string, integrity = pageIntegrity()): Promise<string | undefined> {
  let entryUrl: URL;
  try {
    entryUrl = new URL(entry, document.baseURI);
  } catch {
    return undefined;
  }
  const entryHash = integrity[entryUrl.href];
  if (!entryHash) return undefined;
  const entryAltered = await altered(entryUrl.href, entryHash);
  if (entryAltered !== false) return entryAltered ? entryUrl.href : undefined;
  const folder = new URL('./', entryUrl).href;
  const others = Object.entries(integrity).filter(([url]) => url.startsWith(folder) && url !== entryUrl.href);
  const checked = await Promise.all(others.map(async ([url, hash]) => ((await altered(url, hash)) ? url : undefined)));
  return checked.find((url) => url !== undefined);
}
