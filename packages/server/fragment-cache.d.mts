import type { Fragment } from '@campus/contract/fragment';
import type { Parsed } from '@campus/contract/parse';

export type { Fragment };
export type FragmentResult =
  | { state: 'html'; fragment: Fragment }
  | { state: 'missing'; reason: string }
  | { state: 'failed'; reason: string };
type Log = (line: Record<string, unknown>) => void;
export function budget(ms: number): Promise<'timeout'>;
export interface Breaker {
  allow(host: string): boolean;
  isOpen(host: string): boolean;
  success(host: string): void;
  failure(host: string, reason: string): void;
}
export function createBreaker(options?: {
  failuresToOpen?: number;
  openMs?: number;
  now?: () => number;
  log?: Log;
}): Breaker;
export function createFragmentCache(options?: {
  budgetMs?: number;
  freshMs?: number;
  hangMs?: number;
  maxEntries?: number;
  breaker?: Breaker;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Log;
}): { get(url: string): Promise<FragmentResult>; readonly size: number };
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
  breaker?: Breaker;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Log;
}): { get(url: string): Promise<ReleaseFileResult<T>>; readonly size: number };
