import { remoteForPath } from './manifest';
import { currentRemotes } from './manifest-store';
import { preloadRemote } from './remote-loader';

/** Start loading the remote behind a link before the click lands (hover, focus, touch). */
export function preloadPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  preloadRemote(remoteForPath(currentRemotes(), pathname));
}
