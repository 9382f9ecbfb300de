import { preloadLikelyRemotesOnIntent } from '../remotes/intent-preload';
import { loadManifest, manifestFromServer } from '../remotes/manifest-store';

// The manifest is read once at start (public/preload-route.js already has it in flight), unless the server put it in
// the page. Remote entries load when their route is visited, on hover/focus/touch of a link to them, or — for the
// likeliest next pages — at the first interaction.
export function startRemotes(): void {
  if (manifestFromServer()) preloadLikelyRemotesOnIntent();
  else void loadManifest().then(preloadLikelyRemotesOnIntent);
}
