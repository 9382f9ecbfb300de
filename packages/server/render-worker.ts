// One remote release's server module, run in a process of its own (remote-render.ts starts it through tinypool's
// child_process runtime) under Node's permission model: it may read only its own file and the pool's entry, write
// nothing, start no process or worker, and has an empty environment. The permission model has no network permission
// (Node 24), so before the module is imported this file takes away what reaches the network from JavaScript: `fetch`
// and its kin, the network modules by `require` and `process.getBuiltinModule` (the way a bundled module reaches Node's
// own modules), and by `import` — a resolve hook of `module.registerHooks`, which runs in this thread (the older
// `register` hooks need a worker thread, which the permission model refuses). It is a fence in the same process as the
// code it fences, not an operating-system boundary: docs/server.md says what else stands between a module and the
// network.
import Module, { registerHooks } from 'node:module';

const NETWORK = new Set(['net', 'tls', 'http', 'https', 'http2', 'dgram', 'dns', 'dns/promises', 'inspector']);
const isNetwork = (id: string) => NETWORK.has(id.replace(/^node:/, ''));
const refused = (id: string) =>
  Object.assign(new Error(`a render may not use ${id}`), { code: 'ERR_ACCESS_DENIED', permission: 'Network' });

for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest']) {
  Reflect.deleteProperty(globalThis, name);
}
Reflect.deleteProperty(process, 'getBuiltinModule');
const require = Module.prototype.require;
Module.prototype.require = function guardedRequire(this: Module, id: string) {
  if (isNetwork(id)) throw refused(id);
  return require.call(this, id);
};
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (isNetwork(specifier)) throw refused(specifier);
    return nextResolve(specifier, context);
  },
});
/** A release's server module: what it exports. */
type SliceModule = { render: (address: string) => Promise<unknown> };
/** by file URL */
const modules = new Map<string, Promise<SliceModule>>();
function slice(moduleUrl: string): Promise<SliceModule> {
  let loaded = modules.get(moduleUrl);
  if (!loaded) {
    loaded = import(moduleUrl);
    modules.set(moduleUrl, loaded);
  }
  return loaded;
}

/** A page of the remote at `address`. */
export default async function render({ moduleUrl, address }: { moduleUrl: string; address: string }) {
  return (await slice(moduleUrl)).render(address);
}

/** The module loaded, ahead of its first page. */
export async function load({ moduleUrl }: { moduleUrl: string }) {
  await slice(moduleUrl);
  return true;
}
