import './remote.css';
import { BuilderRoutes } from '../app/routes';

/** Exposed as `./routes`: the shell renders this for every path it owns. */
export default BuilderRoutes;
