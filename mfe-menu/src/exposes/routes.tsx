import './remote.css';
import { MenuRoutes } from '../app/routes';

/** Exposed as `./routes`: the shell renders this for every path it owns. */
export default MenuRoutes;
