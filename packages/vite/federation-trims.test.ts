// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import {
  applyPatch,
  federationRuntimeVersionOnly,
  federationSnapshotOnlyWithSnapshots,
  SNAPSHOT_PATCHES,
} from './federation-trims';

const require = createRequire(import.meta.url);
const runtimeCoreDist = dirname(require.resolve('@module-federation/runtime-core'));

describe('the runtime snapshot patch (SNAPSHOT_PATCHES)', () => {
  it.each([
    ['core.js', 'USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this)'],
    ['remote/index.js', 'host.snapshotHandler.manifestCache?.delete(remote.entry)'],
  ])('finds its text exactly once in the installed runtime-core’s %s', (file, patched) => {
    const path = join(runtimeCoreDist, file);
    const patch = SNAPSHOT_PATCHES.find((p) => p.file.test(path));
    expect(patch).toBeDefined();
    if (!patch) return;
    const out = applyPatch(readFileSync(path, 'utf8'), patch, path);
    expect(out).toContain(patched);
    expect(out).not.toContain(patch.from);
  });

  it('fails, naming the file and the docs, when the text is not there (another runtime version)', () => {
    const [patch] = SNAPSHOT_PATCHES;
    if (!patch) throw new Error('no patch');
    expect(() => applyPatch('const other = 1;', patch, 'core.js')).toThrow(
      /core\.js: .*not there exactly once.*docs\/performance\.md/,
    );
    expect(() => applyPatch(`${patch.from}\n${patch.from}`, patch, 'core.js')).toThrow(/exactly once/);
  });
});

const HOST_RUN = '\0host-run';
/** A host re-registering a remote with a new entry (the shell's Retry, a release's new entry), in the runtime built as ours is. */
const hostRun = `
import { ModuleFederation } from '@module-federation/runtime-core';
export function run() {
  const host = new ModuleFederation({ name: 'host', remotes: [{ name: 'menu', entry: 'http://a.test/remoteEntry.js', type: 'module' }] });
  host.registerRemotes([{ name: 'menu', entry: 'http://b.test/remoteEntry.js', type: 'module' }], { force: true });
  return {
    snapshots: typeof host.snapshotHandler.loadRemoteSnapshotInfo === 'function',
    entry: host.options.remotes.find((r) => r.name === 'menu')?.entry,
  };
}`;

/** runtime-core bundled with the shell's defines (no snapshots) and `plugins`, as a module to import. */
async function runtimeBuiltWith(plugins: Plugin[]): Promise<{ run: () => { snapshots: boolean; entry?: string } }> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    define: {
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
      FEDERATION_OPTIMIZE_NO_SHARED: 'false',
      ENV_TARGET: '"web"',
    },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === HOST_RUN ? id : null),
        load: (id) => (id === HOST_RUN ? hostRun : null),
      },
      ...plugins,
    ],
    build: { write: false, minify: false, rolldownOptions: { input: HOST_RUN, preserveEntrySignatures: 'strict' } },
  });
  const chunk = (Array.isArray(out) ? out : [out])
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((c) => c.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('no chunk');
  const file = join(mkdtempSync(join(tmpdir(), 'runtime-')), 'run.ts');
  writeFileSync(file, chunk.code);
  return import(pathToFileURL(file).href);
}

describe('the runtime, patched, in a host', () => {
  it('has no snapshot handler, and re-registering a remote replaces its entry without an error', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { run } = await runtimeBuiltWith([federationSnapshotOnlyWithSnapshots()]);
    expect(run()).toEqual({ snapshots: false, entry: 'http://b.test/remoteEntry.js' });
    const lines = [...said.mock.calls, ...logged.mock.calls].flat().map(String);
    expect(lines.filter((l) => l.includes('removeRemote failed'))).toEqual([]);
  }, 60_000);

  it('unpatched, it carries the snapshot handler (what the patch removes)', async () => {
    const { run } = await runtimeBuiltWith([]);
    expect(run().snapshots).toBe(true);
  }, 60_000);
});

describe('federationRuntimeVersionOnly', () => {
  it('gives the runtime’s package.json as its version alone, the installed one', () => {
    const plugin = federationRuntimeVersionOnly();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const id = resolveId('@module-federation/runtime/package.json');
    expect(id).toBeTruthy();
    expect(resolveId('react')).toBeNull();
    const { version } = JSON.parse(readFileSync(require.resolve('@module-federation/runtime/package.json'), 'utf8'));
    expect(load(String(id))).toBe(`export default { version: ${JSON.stringify(version)} };`);
  });
});
