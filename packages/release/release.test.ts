// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { SliceInfo } from '@campus/contract/fragment';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import { openReleaseStore } from '@campus/release-store/store.mjs';
import { integrityList } from '@campus/vite/integrity';
import { shellContract } from '@campus/vite/shell-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { affectedWorkspaces, planFor } from './affected-plan';
import {
  checkIntegrity,
  checkRoutes,
  checkShared,
  type FederationManifest,
  type Live,
  patternsOverlap,
} from './checks';
import { automaticRollback, type Decide, switchLine } from './live';
import { contentHash } from './release';

const shared = (name: string, version: string, requiredVersion: string) => ({
  name,
  version,
  singleton: true,
  requiredVersion,
});
const shell: FederationManifest = {
  name: 'shell',
  exposes: [],
  shared: [shared('react', '19.3.1', '^19.3.1'), shared('zustand', '5.1.0', '^5.1.0')],
};
const live: Live = {
  manifest: {
    remotes: [
      { name: 'mfe_menu', entry: 'http://a/remoteEntry.js', routes: ['/menu/*', '/smart-value'] },
      { name: 'mfe_cart', entry: 'http://b/remoteEntry.js', routes: ['/cart', '/checkout'] },
    ],
  },
  contract: shellContract(),
  shell,
};
const info = (routes: string[], cartVersion = 1): SliceInfo => ({
  release: 'x',
  pages: [],
  styles: [],
  scripts: [],
  routes,
  cart: { key: live.contract.cart.key, version: cartVersion },
});

describe('release checks', () => {
  it.each([
    ['/menu/*', '/menu', true],
    ['/menu/*', '/menu/country/*', true],
    ['/cart', '/cart/', true],
    ['/cart', '/checkout', false],
    ['/menu/*', '/menu-x', false],
    ['/', '/about', false],
  ])('%s and %s overlap: %s', (a, b, overlap) => {
    expect(patternsOverlap(a, b)).toBe(overlap);
    expect(patternsOverlap(b, a)).toBe(overlap);
  });

  it('a route owned by another live remote is named with its owner; its own routes are not a collision', () => {
    expect(checkRoutes(info(['/menu/*', '/smart-value']), 'mfe_menu', live)).toEqual([]);
    expect(checkRoutes(info(['/menu/*', '/cart']), 'mfe_menu', live)).toEqual([
      'colliding route: /cart overlaps /cart, owned by mfe_cart',
    ]);
  });

  it('shared singletons must be provided in a version the remote accepts; the cart schema must be understood', () => {
    const remote = (react: string): FederationManifest => ({
      name: 'mfe_menu',
      exposes: [],
      shared: [shared('react', '19.3.1', react), shared('zustand', '5.1.0', '^5.0.0')],
    });
    expect(checkShared(info([]), remote('^19.0.0'), live)).toEqual([]);
    expect(checkShared(info([]), remote('^19.4.0'), live)).toEqual([
      'shared singleton: react ^19.4.0 is required, the shell provides 19.3.1',
    ]);
    const extra = { ...remote('^19.0.0'), shared: [...remote('^19.0.0').shared, shared('nanoid', '5.0.0', '^5')] };
    expect(checkShared(info([]), extra, live)).toEqual(['shared singleton: nanoid ^5 is not provided by the shell']);
    expect(checkShared(info([], live.contract.cart.version + 1), remote('^19.0.0'), live)).toHaveLength(1);
  });
});

describe('a release folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is named by its content and refused when a module is not the file its hash list names', async () => {
    dir = mkdtempSync(join(tmpdir(), 'release-test-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'remoteEntry.js'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'assets/x.js'), 'export default 2;\n');
    writeFileSync(join(dir, INTEGRITY_FILE), JSON.stringify(await integrityList(dir)));
    const hash = contentHash(dir);
    expect(checkIntegrity(dir)).toEqual([]);
    writeFileSync(join(dir, 'assets/x.js'), 'export default 3;\n');
    expect(contentHash(dir)).not.toBe(hash);
    expect(checkIntegrity(dir)).toEqual(['tampered file: assets/x.js does not match its hash']);
    writeFileSync(join(dir, 'assets/y.js'), '');
    expect(checkIntegrity(dir)).toContain(`tampered file: assets/y.js is not in ${INTEGRITY_FILE}`);
  });

  it("is refused when a module's precompressed copy is of other bytes than the module (servers send the copy)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'release-test-'));
    writeFileSync(join(dir, 'remoteEntry.js'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'remoteEntry.js.br'), brotliCompressSync('export const a = 1;\n'));
    writeFileSync(join(dir, 'remoteEntry.js.gz'), gzipSync('export const a = 1;\n'));
    writeFileSync(join(dir, INTEGRITY_FILE), JSON.stringify(await integrityList(dir)));
    expect(checkIntegrity(dir)).toEqual([]);
    writeFileSync(join(dir, 'remoteEntry.js.br'), brotliCompressSync('export const a = 2;\n'));
    writeFileSync(join(dir, 'remoteEntry.js.gz'), 'not gzip');
    expect(checkIntegrity(dir)).toEqual([
      'tampered file: remoteEntry.js.br is not remoteEntry.js compressed',
      'tampered file: remoteEntry.js.gz is not remoteEntry.js compressed',
    ]);
  });
});

describe('what a change affects', () => {
  it.each([
    [['mfe-menu/src/pages/menu-page.tsx'], { kind: 'remotes', remotes: ['mfe-menu'] }],
    [['mfe-menu/src/a.ts', 'mfe-cart/src/b.ts'], { kind: 'remotes', remotes: ['mfe-menu', 'mfe-cart'] }],
    [['docs/deploy.md', 'mfe-info/README.md'], { kind: 'nothing' }],
    [['packages/ui/src/button.tsx'], { kind: 'everything' }],
    [['shell/src/main.tsx'], { kind: 'everything' }],
    [['e2e/tests/menu.spec.ts'], { kind: 'everything' }],
    [['package-lock.json'], { kind: 'everything' }],
  ])('%j → %j', (changed, plan) => {
    expect(planFor(affectedWorkspaces(changed))).toEqual(plan);
  });
});

describe('a switch in the release store', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const line = (name: string, id: string) => ({
    name,
    entry: `http://localhost:4178/releases/${id}/remoteEntry.js`,
    routes: [`/${name}`],
  });
  const pushed =
    (next: ReturnType<typeof line>): Decide =>
    (live, stack) => ({ line: next, stack: [...(stack ?? (live ? [live] : [])), next] });

  it('two releases at once both land in order, and a rollback is decided on the history as it is then', async () => {
    dir = mkdtempSync(join(tmpdir(), 'release-store-'));
    const seed = { remotes: [line('mfe_info', 'i0'), line('mfe_menu', 'm0')] };
    const [a, b] = [0, 1].map(() => openReleaseStore(`file:${dir}`, { seed: () => seed }));
    if (!a || !b) throw new Error('no store');
    await a.read();
    const conflicts: string[] = [];
    const [info, menu] = await Promise.all([
      switchLine(a, 'mfe_info', 'release', pushed(line('mfe_info', 'i1')), (m) => conflicts.push(m)),
      switchLine(b, 'mfe_menu', 'release', pushed(line('mfe_menu', 'm1')), (m) => conflicts.push(m)),
    ]);
    expect(info.ok && menu.ok).toBe(true);
    const { state } = await a.read();
    expect(state.manifest.remotes.map((r) => r.entry.split('/')[4])).toEqual(['i1', 'm1']);
    expect(state.history.log.map((l) => l.remote).sort()).toEqual(['mfe_info', 'mfe_menu']);
    expect(state.history.releases.mfe_info?.map((l) => l.entry.split('/')[4])).toEqual(['i0', 'i1']);

    // What the live line is when the swap lands decides: the release before it comes back.
    const back = await switchLine(a, 'mfe_info', 'rollback', (live, stack = []) =>
      stack.at(-1)?.entry === live?.entry && stack.at(-2)
        ? { line: stack.at(-2) as ReturnType<typeof line>, stack: stack.slice(0, -1) }
        : { refused: 'no earlier release' },
    );
    expect(back.ok && back.line.entry).toContain('/i0/');
    expect((await a.read()).state.history.log.at(-1)).toMatchObject({ remote: 'mfe_info', action: 'rollback' });
    await Promise.all([a.close(), b.close()]);
  });

  it('an automatic rollback switches back only while the failed release is live; a switch made meanwhile stays, named', async () => {
    dir = mkdtempSync(join(tmpdir(), 'release-store-'));
    const seed = { remotes: [line('mfe_info', 'i0')] };
    const [a, b] = [0, 1].map(() => openReleaseStore(`file:${dir}`, { seed: () => seed }));
    if (!a || !b) throw new Error('no store');
    await a.read();
    const as = async <T>(who: string, work: () => Promise<T>) => {
      process.env.RELEASE_WHO = who;
      try {
        return await work();
      } finally {
        delete process.env.RELEASE_WHO;
      }
    };
    // Team A releases i1; while its health is checked, team B (another shell) releases i2.
    await as('team-a@one', () => switchLine(a, 'mfe_info', 'release', pushed(line('mfe_info', 'i1'))));
    await as('team-b@two', () => switchLine(b, 'mfe_info', 'release', pushed(line('mfe_info', 'i2'))));
    // A's check failed: its rollback finds i2 live, leaves it, and says who switched what.
    const back = await as('team-a@one', () =>
      switchLine(
        a,
        'mfe_info',
        'automatic rollback',
        automaticRollback(line('mfe_info', 'i1'), line('mfe_info', 'i0')),
      ),
    );
    expect(back.ok).toBe(false);
    expect(!back.ok && back.message).toMatch(/not switched back, team-b@two switched it \(release\) to \S+\/i2\//);
    const { state } = await a.read();
    expect(state.manifest.remotes[0]?.entry).toContain('/i2/');
    expect(state.history.log.at(-1)).toMatchObject({ action: 'release', who: 'team-b@two' });

    // With nobody else switching, it does switch back, the failed release taken off the history.
    await switchLine(a, 'mfe_info', 'release', pushed(line('mfe_info', 'i3')));
    const undone = await switchLine(
      a,
      'mfe_info',
      'automatic rollback',
      automaticRollback(line('mfe_info', 'i3'), line('mfe_info', 'i2')),
    );
    expect(undone.ok && undone.line.entry).toContain('/i2/');
    const after = (await a.read()).state;
    expect(after.history.releases.mfe_info?.map((l) => l.entry.split('/')[4])).toEqual(['i0', 'i1', 'i2']);
    await Promise.all([a.close(), b.close()]);
  });
});
