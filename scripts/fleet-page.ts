import { parseBootDataJson, REVISION_HEADER } from '@campus/contract/boot';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { RELEASES_DIR } from '@campus/contract/fragment';
import type { Manifest } from '@campus/contract/manifest';

/**
 * Is a page composed from ONE revision? The fleet test and `npm run bench:fleet` ask it of every page they load
 * (issue #42): the revision nginx's layout server names in `X-Release-Revision`, the revision in the page's boot data,
 * the manifest in the boot data and the remotes' files the HTML itself references must all agree — and, when the
 * store's manifest of that revision is known, be it.
 * TypeScript that Node runs as it is (type stripping), so a bench script runs it with no build step.
 */

const BOOT = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`, 's');

/**
 * The entry of remote `name` in the lines a page was composed with (its boot data: a canary visitor's lines are the
 * canary's), or undefined when the page has none.
 */
export function pageLine(body: string, name: string): string | undefined {
  const boot = parseBootDataJson(BOOT.exec(body)?.[1] ?? '');
  return boot.ok ? boot.value.manifest?.remotes.find((r) => r.name === name)?.entry : undefined;
}

/**
 * What answered a page request and with what, in one line for a failing check's message: the status, the server that
 * answered (nginx names itself), the revision it was composed from, what the slice's place holds by the boot data
 * (`failed`: the remote's HTML did not come in time; the layout server's log says why) and the start of the body.
 */
export function pageEvidence({
  status,
  headers,
  body,
}: {
  status: number;
  headers: Record<string, string>;
  body: string;
}): string {
  const header = (name: string) =>
    headers[Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase()) ?? ''] ?? '-';
  const boot = parseBootDataJson(BOOT.exec(body)?.[1] ?? '');
  const slot = boot.ok
    ? boot.value.slot
      ? `${boot.value.slot.remote} ${boot.value.slot.state}${boot.value.slot.release ? ` (${boot.value.slot.release})` : ''}`
      : 'no slice'
    : 'no boot data';
  const start = body.slice(0, 300).replace(/\s+/g, ' ');
  return `HTTP ${status} from ${header('server')}, ${REVISION_HEADER} ${header(REVISION_HEADER)}, slot: ${slot}; body: ${start}`;
}

/** The folder a remoteEntry.js URL (`entry`) is served from. */
export const folderOf = (entry: string): string => new URL('./', entry).href;

/** Why this page is not from one revision, or undefined when it is. */
export function mixedRevision({
  status,
  headers,
  body,
  remoteOrigins,
  manifestAt,
}: {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  remoteOrigins: Record<string, string>;
  manifestAt?: (revision: number) => Manifest | undefined;
}): string | undefined {
  if (status !== 200) return `HTTP ${status}`;
  const headerName = Object.keys(headers).find((h) => h.toLowerCase() === REVISION_HEADER.toLowerCase());
  const header = Number(headerName ? headers[headerName] : Number.NaN);
  if (!Number.isInteger(header)) return `no ${REVISION_HEADER} header`;
  const json = BOOT.exec(body)?.[1];
  if (!json) return 'no boot data';
  const boot: { revision?: unknown; manifest?: Manifest | null } = JSON.parse(json);
  if (boot.revision !== header) return `${REVISION_HEADER} ${header}, boot data revision ${boot.revision}`;
  if (!boot.manifest) return 'no manifest in the boot data';
  const known = manifestAt?.(header);
  if (known && JSON.stringify(known.remotes) !== JSON.stringify(boot.manifest.remotes)) {
    return `revision ${header}: the boot data's manifest is not the store's manifest of that revision`;
  }
  // Every reference to a remote's origin in the HTML names that remote's folder in the page's manifest.
  const folders = new Map(boot.manifest.remotes.map((r) => [new URL(r.entry).origin, folderOf(r.entry)]));
  const origins = Object.values(remoteOrigins).map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const reference = new RegExp(`(${origins.join('|')})/(?:${RELEASES_DIR}/[0-9a-f]+/)?`, 'g');
  for (const [folder, origin] of body.matchAll(reference)) {
    const expected = folders.get(origin ?? '');
    if (expected && folder !== expected) {
      return `revision ${header}: the HTML references ${folder}, its manifest ${expected}`;
    }
  }
  return undefined;
}
