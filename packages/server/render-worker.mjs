// One remote release's server module, run in a process of its own (remote-render.ts starts it through tinypool's
// child_process runtime) under Node's permission model: it may read only its own file and the pool's entry, write
// nothing, start no process or worker, and has an empty environment. The permission model has no network permission
// (Node 24), so before the module is imported this file takes away what reaches the network from JavaScript: `fetch`
// and its kin, the network modules by `require` and `process.getBuiltinModule` (the way a bundled module reaches Node's
// own modules), and by `import` — a resolve hook of `module.registerHooks`, which runs in this thread (the older
// `register` hooks need a worker thread, which the permission model refuses). It is a fence in the same process as the
// code it fences, not an operating-system boundary: docs/server.md says what else stands between a module and the
// network.
// JavaScript (checked by tsc from its JSDoc), not TypeScript: every render process runs this file, and Node loads its
// type stripper in a process that runs a .ts file (~17 MB of RSS more each: 4 processes, ~68 MB).
// @ts-check
import Module, { registerHooks } from 'node:module';

const NETWORK = new Set(['net', 'tls', 'http', 'https', 'http2', 'dgram', 'dns', 'dns/promises', 'inspector']);
/** @param {string} id */
const isNetwork = (id) => NETWORK.has(id.replace(/^node:/, ''));
/** @param {string} id */
const refused = (id) =>
  Object.assign(new Error(`a render may not use ${id}`), { code: 'ERR_ACCESS_DENIED', permission: 'Network' });

for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest']) {
  Reflect.deleteProperty(globalThis, name);
}
Reflect.deleteProperty(process, 'getBuiltinModule');
const require = Module.prototype.require;
Module.prototype.require = /** @this {Module} @param {string} id */ function guardedRequire(id) {
  if (isNetwork(id)) throw refused(id);
  return require.call(this, id);
};
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (isNetwork(specifier)) throw refused(specifier);
    return nextResolve(specifier, context);
  },
});
/** @typedef {{ render: (address: string) => Promise<unknown> }} SliceModule A release's server module: what it exports. */
/** by file URL @type {Map<string, Promise<SliceModule>>} */
const modules = new Map();
/** @param {string} moduleUrl @returns {Promise<SliceModule>} */
function slice(moduleUrl) {
  let loaded = modules.get(moduleUrl);
  if (!loaded) {
    loaded = import(moduleUrl);
    modules.set(moduleUrl, loaded);
  }
  return loaded;
}

/** A page of the remote at `address`. @param {{ moduleUrl: string, address: string }} task */
export default async function render({ moduleUrl, address }) {
  return (await slice(moduleUrl)).render(address);
}

/** The module loaded, ahead of its first page. @param {{ moduleUrl: string }} task */
export async function load({ moduleUrl }) {
  await slice(moduleUrl);
  return true;
}
