import './remote.css';
import { CartRoutes } from '../app/routes';

/** Exposed as `./routes`: the shell renders this for every path it owns. */
export default CartRoutes;
