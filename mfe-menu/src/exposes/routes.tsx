import './remote.css';
import { MenuRoutes } from '../app/routes';

/** Exposed as `./routes`: the shell renders this for every path it owns. */
export default MenuRoutes;

/** Which build this is (`VITE_RELEASE=… npm run build`): the shell puts it on the slice's container as data-release. */
export const release: string = import.meta.env.VITE_RELEASE ?? 'local';
