import { BOOT } from '../remotes/boot';
import { preloadLikelyRemotesOnIntent } from '../remotes/intent-preload';
import { currentRemotes, loadManifest, manifestFromServer } from '../remotes/manifest-store';
import { loadRemoteRoutes } from '../remotes/remote-loader';

// The manifest is read once at start (public/preload-route.js already has it in flight), unless the server put it in
// the page. Remote entries load when their route is visited, on hover/focus/touch of a link to them, or — for the
// likeliest next pages — at the first interaction.
export function startRemotes(): void {
  if (manifestFromServer()) {
    startPageSlice();
    preloadLikelyRemotesOnIntent();
  } else void loadManifest().then(preloadLikelyRemotesOnIntent);
}

/**
 * The page's own slice (the remote the server composed it with) starts loading with the shell's first line, its page
 * prepared too, beside the shell's own start and hydration — not once hydration reaches the slice's place, which came
 * after the shell's two start-up tasks and its header (issue #43). The slice's lazy component then finds it loading.
 */
function startPageSlice(): void {
  const name = BOOT?.slot?.remote;
  const remote = name ? currentRemotes().find((r) => r.name === name) : undefined;
  if (!remote) return;
  loadRemoteRoutes(remote)
    .then((routes) => routes.preparePage?.(window.location.pathname))
    .catch(() => undefined); // the slice's own load says what went wrong, and offers Retry
}
