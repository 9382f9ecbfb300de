import { createBrowserRouter } from 'react-router-dom';
import { RemoteOutlet } from '../components/remote-outlet';
import { preloadLikelyRemotesWhenIdle } from '../remotes/idle-preload';
import { loadManifest } from '../remotes/manifest-store';
import { appRoutes } from './app-routes';

// The manifest is fetched once at start (index.html preloads it). Remote entries load when their route is visited,
// on hover/focus of a link to them, or — for the likeliest next pages — once the browser is idle after first paint.
void loadManifest().then(preloadLikelyRemotesWhenIdle);

export const router = createBrowserRouter(appRoutes(<RemoteOutlet />));
