// @vitest-environment node
// A render process's rights: the permission model, only the worker, tinypool and its module readable.
import { describe, expect, it } from 'vitest';
import { POOL_DIR, renderProcessArgs, WORKER } from './render-pool.ts';

describe('renderProcessArgs', () => {
  it('starts a render process under the permission model, reading only the worker, tinypool and its module', () => {
    const args = renderProcessArgs('/tmp/campus-render-x/abc.mjs');
    expect(args[0]).toBe('--permission');
    expect(args.filter((a) => a.startsWith('--allow-'))).toEqual([
      `--allow-fs-read=${WORKER}`,
      `--allow-fs-read=${POOL_DIR}/*`,
      '--allow-fs-read=/tmp/campus-render-x/abc.mjs',
    ]);
    expect(WORKER).toMatch(/render-worker\.mjs$/);
  });
});
