// The processes that run one release's server module (remote-render.ts): a tinypool of child processes, each started
// on render-worker.mjs under Node's permission model, with a small heap and none of the layout server's environment.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';

export const WORKER = fileURLToPath(new URL('./render-worker.mjs', import.meta.url));
// What a render process must read besides its module: tinypool's process entry (and its package.json) and the worker.
export const POOL_DIR = dirname(dirname(createRequire(import.meta.url).resolve('tinypool')));

/** A render process's heap past which it is replaced after its task (its memory never follows the addresses asked). */
const PROCESS_HEAP_BYTES = 48 * 1024 * 1024;

/**
 * The flags a render process starts with: Node's permission model (stable since Node 23.5) — no file but the worker,
 * tinypool's and the module `file`, no writes, no child process or worker — and a small heap.
 */
export const renderProcessArgs = (file: string): string[] => [
  '--permission',
  ...[WORKER, `${POOL_DIR}/*`, file].map((path) => `--allow-fs-read=${path}`),
  // A render's garbage is collected young: small semi-spaces keep each process's memory small (a render needs
  // ~1–3 MB); the old space is capped above the recycling limit.
  '--max-semi-space-size=2',
  '--max-old-space-size=96',
];

/**
 * A pool of processes running one module file, each with only the rights a render needs and a small heap (replaced
 * once it holds more than PROCESS_HEAP_BYTES after a render). How many renders may wait is counted by the renderer, not
 * by tinypool's `maxQueue`: tinypool 2.2 registers a task's abort listener before refusing it for a full queue, and
 * when that signal (our hang deadline) fires later it asserts the task is queued — an uncaught throw in a timer, which
 * ended the layout server under a flood of renders (seen here; the docs name it).
 */
export function renderPool(file: string, processes: number): Tinypool {
  return new Tinypool({
    runtime: 'child_process',
    filename: WORKER,
    minThreads: 1,
    maxThreads: processes,
    maxMemoryLimitBeforeRecycle: PROCESS_HEAP_BYTES,
    // Nothing of the layout server's environment (secrets, tokens) reaches the module.
    env: {},
    execArgv: renderProcessArgs(file),
  });
}
