import { PREVIEW_COOKIE, PREVIEW_HOURS, PREVIEW_PARAM, signPreview } from '@campus/contract/preview';
import { readPreviewSecret } from '@campus/release-store/preview-secret';
import { fileStoreDir, storeUrlFrom } from '@campus/release-store/store';
import { REMOTES, SHELL } from '@campus/vite/apps';
import type { ManifestLine } from './checks';
import { checkHealth } from './health';
import { openStore, readLive, SHELL_DIST } from './live';
import { type ReleaseOptions, withCandidate } from './release';

export interface PreviewOptions
  extends Pick<ReleaseOptions, 'workspace' | 'from' | 'store' | 'shellDir' | 'browser' | 'log'> {
  /** The layout server the link opens (default: npm start's). */
  shellOrigin?: string;
  /** How long the link works (default PREVIEW_HOURS). */
  hours?: number;
}

export type PreviewOutcome =
  | { ok: true; link: string; line: ManifestLine; release: string; expires: Date }
  | { ok: false; failures: string[] };

/**
 * `npm run preview -w <remote>`: build (or take `from`), verify against what is live, keep it in its immutable
 * release folder — and switch nothing. The link it gives opens the live site with this release in place of the live
 * one for the browser that opens it only (a token signed with the layout servers' secret, expiring). Checked the way a
 * release is: the layout server composes its pages with this release for that link's cookie.
 */
export async function preview(options: PreviewOptions): Promise<PreviewOutcome> {
  const { workspace } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const shellOrigin = options.shellOrigin ?? `http://localhost:${SHELL.prodPort}`;
  const hours = options.hours ?? PREVIEW_HOURS;
  if (!(hours > 0)) return { ok: false, failures: [`--hours=${options.hours}: expected a number above 0`] };
  const secret = readPreviewSecret({
    env: process.env.PREVIEW_SECRET,
    dir: fileStoreDir(options.store ?? storeUrlFrom()),
  });
  if (!secret) {
    return {
      ok: false,
      failures: ['no secret to sign the link with: set PREVIEW_SECRET to the one your layout servers are given'],
    };
  }
  const store = openStore(options.store);
  let live: Awaited<ReturnType<typeof readLive>>;
  try {
    live = await readLive(store, options.shellDir ?? SHELL_DIST);
  } finally {
    await store.close();
  }
  return withCandidate(options, live, async ({ line, info, keep }): Promise<PreviewOutcome> => {
    keep();
    const expires = new Date(Date.now() + hours * 3600_000);
    const token = signPreview(
      { remote: workspace, release: info.release, line, exp: Math.floor(expires.getTime() / 1000) },
      secret.secret,
    );
    log(`${REMOTES[workspace].name}: ${line.entry} kept, nothing switched; checking the link…`);
    const health = await checkHealth({
      shellOrigin,
      name: line.name,
      entry: line.entry,
      release: info.release,
      pages: info.pages,
      browser: options.browser,
      cookie: { name: PREVIEW_COOKIE, value: token },
    });
    if (health.length > 0) {
      return {
        ok: false,
        failures: [
          ...health.map((f) => `preview: ${f}`),
          `(is the layout server at ${shellOrigin} running with the same secret? this one is from ${secret.from})`,
        ],
      };
    }
    return { ok: true, link: `${shellOrigin}/?${PREVIEW_PARAM}=${token}`, line, release: info.release, expires };
  });
}
