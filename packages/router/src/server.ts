/**
 * The router for server rendering (pre-rendered fragments, the shell's per-request HTML): a separate entry so the
 * client's shared router module does not carry it.
 */
export { StaticRouter } from 'react-router';
