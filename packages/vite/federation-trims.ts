import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The federation's own bytes on every page, trimmed where the plugin's options stop short (issue #52; each measured
 * by scripts/federation-floor.mjs, docs/performance.md "The floor"). Production builds only: the dev server
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
