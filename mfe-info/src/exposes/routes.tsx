import './remote.css';
import { InfoRoutes } from '../app/routes';

/** Exposed as `./routes`: the shell renders this for every path it owns. */
export default InfoRoutes;

/** Called by the shell before it draws or adopts this slice at a path: that page's code is then at hand. */
export { preparePage } from '../app/routes';

/** Which build this is (`VITE_RELEASE=… npm run build`): the shell puts it on the slice's container as data-release. */
export const release: string = import.meta.env.VITE_RELEASE ?? 'local';
