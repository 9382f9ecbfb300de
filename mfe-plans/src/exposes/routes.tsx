import './remote.css';
import { PlansRoutes } from '../app/routes';

/** Exposed as `./routes`: the shell renders this for every path it owns. */
export default PlansRoutes;
