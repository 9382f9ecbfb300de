// Types of public/preload-route.js (plain JS served as is, before the federation bootstrap), for the shell and its tests.
declare module '*/public/preload-route.js' {
  export const PRELOAD_ROUTE_SLOT: string;
  export function patternMatches(pattern: string, pathname: string): boolean;
  export function entryForPath(manifest: unknown, pathname: string): string | undefined;
  export function preloadRemoteFiles(entry: string): Promise<void>;
  export function listedByPage(entry: string): boolean;
  export function pageListHinted(): Promise<void>;
  export function fetchManifest(): Promise<unknown>;
  export function firstManifestRead(): Promise<unknown>;
}
