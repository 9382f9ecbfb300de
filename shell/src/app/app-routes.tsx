import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouterErrorPage } from '../pages/router-error-page';
import { Layout } from './layout';

/**
 * The shell owns no page paths of its own: every path goes to `outlet`, which renders the slice that owns it
 * (each slice declares its own routes inside). Adding a route inside a remote needs no shell change.
 */
export function appRoutes(outlet: ReactNode): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouterErrorPage />,
      children: [{ path: '*', element: outlet, errorElement: <RouterErrorPage /> }],
    },
  ];
}
