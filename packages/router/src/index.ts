/**
 * The router, as every app uses it: the one module the federation shares for routing (key `@campus/router`).
 * Shared modules are not tree-shaken, so sharing `react-router-dom` itself shipped all of it (~64 KB gzip, data routers,
 * server rendering…); this list is what the site uses (~15 KB). Import router APIs from here only — a second copy of
 * the router in a remote would not see the shell's location (Biome's noRestrictedImports enforces it).
 */

export type { LinkProps, Location, NavigateFunction, To } from 'react-router';
export {
  BrowserRouter,
  Link,
  matchPath,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
