import { remoteForPath } from '@campus/contract/routes';
import { currentRemotes } from './manifest-store';
import { preloadRemote } from './remote-loader';

/** While set, warm-ups wait for it (the service worker taking the page over: app/service-worker.ts). */
let warmUpsWait: Promise<void> | null = null;

/** Warm-ups asked for until `until` settles (well or not) start after it. */
export function holdWarmUps(until: Promise<unknown>): void {
  const settled = until.then(
    () => undefined,
    () => undefined,
  );
  warmUpsWait = settled;
  void settled.then(() => {
    if (warmUpsWait === settled) warmUpsWait = null;
  });
}

/** Start loading the remote behind a link before the click lands (hover, focus, touch). */
export function preloadPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const remote = remoteForPath(currentRemotes(), pathname);
  if (warmUpsWait) void warmUpsWait.then(() => preloadRemote(remote));
  else preloadRemote(remote);
}
