import { createBrowserRouter } from 'react-router-dom';
import { RemoteOutlet } from '../components/remote-outlet';
import { RouterErrorPage } from '../pages/router-error-page';
import { preloadLikelyRemotesWhenIdle } from '../remotes/idle-preload';
import { loadManifest } from '../remotes/manifest-store';
import { Layout } from './layout';

// The manifest is fetched once at start (index.html preloads it). Remote entries load when their route is visited,
// on hover/focus of a link to them, or — for the likeliest next pages — once the browser is idle after first paint.
void loadManifest().then(preloadLikelyRemotesWhenIdle);

/**
 * The shell owns no page paths of its own: every path goes to the remote that the manifest says owns it,
 * and each remote declares its own routes inside. Adding a route inside a remote needs no shell change.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouterErrorPage />,
    children: [{ path: '*', element: <RemoteOutlet />, errorElement: <RouterErrorPage /> }],
  },
]);
