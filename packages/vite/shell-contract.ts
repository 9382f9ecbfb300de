import type { ShellContract } from '@campus/contract/shell-contract';
// Node runs this TypeScript module as it is when Vite loads a config (a workspace package is left to Node): it imports nothing.
import { CART_STORAGE_KEY, CART_VERSION } from '@campus/stores/storage';

export { CONTRACT_FILE, type ShellContract } from '@campus/contract/shell-contract';

/**
 * What the shell requires of every remote's `./routes` module, by export name: the JSON form of the shell's
 * `RemoteRoutesModule` type (shell/src/remotes/remote-loader.ts checks at compile time that both name the same
 * exports). The shell's build publishes it as `contract.json` beside its `remotes.json`, with the stored cart's schema
 * version its store understands (its schema: @campus/contract/shell-contract); a remote's release is checked against the contract of the shell that is live.
 */
export const ROUTES_EXPORTS = {
  default: { type: 'function', required: true },
  release: { type: 'string', required: false },
  preparePage: { type: 'function', required: false },
} as const;

export type RoutesExportName = keyof typeof ROUTES_EXPORTS;

/** The federation manifest every app's build writes (Module Federation's own format: exposes, shared, versions). */
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

export function shellContract(): ShellContract {
  return { exposes: { './routes': ROUTES_EXPORTS }, cart: { key: CART_STORAGE_KEY, version: CART_VERSION } };
}
