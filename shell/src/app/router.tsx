import { createBrowserRouter } from 'react-router-dom';
import { RemoteOutlet } from '../components/remote-outlet';
import { RouterErrorPage } from '../pages/router-error-page';
import { loadManifest } from '../remotes/manifest-store';
import { Layout } from './layout';

// The manifest is fetched once at start (index.html preloads it); remote entries load only when their route is visited.
void loadManifest();

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
