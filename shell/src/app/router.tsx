import { createBrowserRouter } from 'react-router-dom';
import { RemoteOutlet } from '../components/remote-outlet';
import { preloadLikelyRemotesOnIntent } from '../remotes/intent-preload';
import { loadManifest } from '../remotes/manifest-store';
import { appRoutes } from './app-routes';

// The manifest is fetched once at start (index.html preloads it). Remote entries load when their route is visited,
// on hover/focus/touch of a link to them, or — for the likeliest next pages — at the visitor's first interaction.
void loadManifest().then(preloadLikelyRemotesOnIntent);

export const router = createBrowserRouter(appRoutes(<RemoteOutlet />));
