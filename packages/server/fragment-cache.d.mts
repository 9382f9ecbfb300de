import type { Fragment } from '@campus/contract/fragment';
import type { Parsed } from '@campus/contract/parse';

export type { Fragment };
export type FragmentResult =
  | { state: 'html'; fragment: Fragment }
  | { state: 'missing'; reason: string }
  | { state: 'failed'; reason: string };
type Log = (line: Record<string, unknown>) => void;
/** A time budget: `within(work, late)` is what `work` gives, or what `late` gives once `ms` have passed (the work goes on). */
export function budget(ms: number): {
  readonly ms: number;
  within<T, U>(work: () => Promise<T>, late: () => U): Promise<T | U>;
};
/** A circuit breaker per host (cockatiel's). */
export interface Breaker {
  /** `ask()` through the host's circuit; rejects with cockatiel's BrokenCircuitError while it is open or its trial is out. */
  execute<T>(host: string, ask: () => Promise<T>): Promise<T>;
  isOpen(host: string): boolean;
}
export function createBreaker(options?: { failuresToOpen?: number; openMs?: number; log?: Log }): Breaker;
export const FRAGMENT_BYTES: number;
export function createFragmentCache(options?: {
  budgetMs?: number;
  freshMs?: number;
  hangMs?: number;
  maxEntries?: number;
  /** Bytes of fragments kept (default FRAGMENT_BYTES). */
  maxBytes?: number;
  breaker?: Breaker;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Log;
}): {
  get(url: string): Promise<FragmentResult>;
  /** Loaded however long the host takes (warming); never rejects. */
  load(url: string): Promise<ReleaseFileResult<Fragment>>;
  readonly size: number;
};
export type ReleaseFileResult<T> =
  | { state: 'found'; value: T }
  | { state: 'missing'; reason: string }
  | { state: 'failed'; reason: string };
export function createReleaseFileCache<T>(options: {
  parse: (value: unknown) => Parsed<T>;
  kind: string;
  noun?: string;
  budgetMs?: number;
  freshMs?: number;
  hangMs?: number;
  maxEntries?: number;
  /** Bytes of files kept (default 8 MB). */
  maxBytes?: number;
  /** A file's bytes (default 1 KB). */
  weigh?: (value: T) => number;
  breaker?: Breaker;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Log;
}): {
  get(url: string): Promise<ReleaseFileResult<T>>;
  /** Loaded however long the host takes (warming); never rejects. */
  load(url: string): Promise<ReleaseFileResult<T>>;
  readonly size: number;
};
