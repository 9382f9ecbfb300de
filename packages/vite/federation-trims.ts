import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The federation's own bytes on every page, trimmed where the plugin's options stop short (issue #52; each measured
 * by scripts/federation-floor.ts, docs/performance.md "The floor"). Production builds only: the dev server
 * pre-bundles the runtime, and dev bytes do not matter.
 */

const require = createRequire(import.meta.url);

/** The runtime package's version, as its own package.json says. */
function runtimeVersion(): string {
  const file = require.resolve('@module-federation/runtime/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const VERSION_ONLY = '\0campus:federation-runtime-version';

/**
 * The shell publishes its runtime for the remotes (`provideExternalRuntime`) with a runtime plugin that reads the
 * runtime's version from its package.json — imported whole, so every page carried the whole file (its scripts, its
 * exports map, ~0.5 KB gzip) for one string. Here that import is the version alone, read from the same file.
 */
export function federationRuntimeVersionOnly(): Plugin {
  return {
    name: 'campus-federation-runtime-version-only',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === '@module-federation/runtime/package.json' ? VERSION_ONLY : null),
    load: (id) => (id === VERSION_ONLY ? `export default { version: ${JSON.stringify(runtimeVersion())} };` : null),
  };
}

/** A text the build replaces in an installed package, found exactly once, or the build fails saying so. */
type Patch = { file: RegExp; from: string; to: string };

/**
 * @module-federation/runtime-core 2.9.1 makes its manifest-snapshot handler whenever remotes are on, whatever
 * `disableSnapshot` says (core.ts: `USE_REMOTE ? new SnapshotHandler(this) : …`): ~1.5 KB gzip of snapshot code on
 * every page of a host that never uses snapshots. Patched here, in the build, until the runtime does it (the report:
 * docs/performance.md, "The runtime's snapshot handler"):
 * - the handler is the real one only when snapshots are on too (USE_SNAPSHOT, the define `disableSnapshot` sets);
 * - removing a remote (`registerRemotes(…, { force: true })`, the shell's Retry and a release's new entry) clears the
 *   handler's manifest cache only when there is one: the disabled handler has none, and `.delete` on it threw.
 */
export const SNAPSHOT_PATCHES: readonly Patch[] = [
  {
    file: /@module-federation[\\/]runtime-core[\\/]dist[\\/]core\.js$/,
    from: 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();',
    to: 'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : new DisabledSnapshotHandler();',
  },
  {
    file: /@module-federation[\\/]runtime-core[\\/]dist[\\/]remote[\\/]index\.js$/,
    from: 'host.snapshotHandler.manifestCache.delete(remote.entry);',
    to: 'host.snapshotHandler.manifestCache?.delete(remote.entry);',
  },
];

/** `code` with the patch applied; an error naming the file when its text is not there exactly once. */
export function applyPatch(code: string, patch: Patch, id: string): string {
  const at = code.indexOf(patch.from);
  if (at < 0 || code.indexOf(patch.from, at + 1) >= 0) {
    throw new Error(
      `${id}: the text this build patches is not there exactly once (another runtime version?): "${patch.from}". See docs/performance.md, "The runtime's snapshot handler".`,
    );
  }
  return code.slice(0, at) + patch.to + code.slice(at + patch.from.length);
}

/** The runtime's snapshot handler only where snapshots are on (SNAPSHOT_PATCHES), in production builds. */
export function federationSnapshotOnlyWithSnapshots(): Plugin {
  return {
    name: 'campus-federation-snapshot-only-with-snapshots',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const patch = SNAPSHOT_PATCHES.find((p) => p.file.test(path));
      if (!patch) return null;
      try {
        return { code: applyPatch(code, patch, path), map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
