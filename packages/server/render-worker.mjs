// One remote release's server module, run apart from the layout server's own thread (remote-render.mjs): a slow or
// stuck render can be given up on, or ended, without stopping the pages of every other slice.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ render: (address: string) => Promise<unknown> }} */
const slice = await import(workerData.moduleUrl);

parentPort?.on('message', async (/** @type {{ id: number, address: string }} */ { id, address }) => {
  try {
    parentPort?.postMessage({ id, page: await slice.render(address) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
