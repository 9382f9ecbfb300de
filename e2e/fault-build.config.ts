import { defineConfig, type Plugin } from 'vite';
import { remoteViteConfig } from '../packages/vite/vite-config';

/**
 * mfe-menu's own build with one deliberate fault in the bowl page's Add to Cart, for the canary analysis tests
 * (tests/canary-analysis.spec.ts): the product's code is untouched — the fault is put in as the file is built, and only
 * in the build this config makes (`vite build --config ../e2e/fault-build.config.ts`, CAMPUS_FAULT naming it):
 * - `throw`: the tap throws (an uncaught error on every bowl added);
 * - `slow`: the tap's handler keeps the main thread busy 350 ms first (every tap that much slower).
 */
const FAULTS = {
  throw: "throw new Error('canary fault: adding a bowl throws');",
  slow: 'for (const until = performance.now() + 350; performance.now() < until; );',
};
const HANDLER = 'const addToCart = () => {';

function fault(kind: keyof typeof FAULTS): Plugin {
  let applied = false;
  return {
    name: 'campus-test-fault',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/components/bowl-detail.tsx')) return null;
      if (!code.includes(HANDLER)) throw new Error(`fault-build: "${HANDLER}" is no longer in ${id}`);
      applied = true;
      return code.replace(HANDLER, `${HANDLER}\n    ${FAULTS[kind]}`);
    },
    buildEnd() {
      if (!applied) this.warn('fault-build: bowl-detail.tsx was not built');
    },
  };
}

export default defineConfig(({ command }) => {
  const kind = process.env.CAMPUS_FAULT;
  if (kind !== 'throw' && kind !== 'slow') throw new Error('CAMPUS_FAULT=throw|slow');
  const base = remoteViteConfig('mfe-menu', command);
  return { ...base, plugins: [fault(kind), ...(base.plugins ?? [])] };
});
