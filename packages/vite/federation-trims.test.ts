// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { federationRuntimeVersionOnly } from './federation-trims';

const require = createRequire(import.meta.url);

describe('federationRuntimeVersionOnly', () => {
  it('gives the runtime’s package.json as its version alone, the installed one', () => {
    const plugin = federationRuntimeVersionOnly();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const id = resolveId('@module-federation/runtime/package.json');
    expect(id).toBeTruthy();
    expect(resolveId('react')).toBeNull();
    const { version } = JSON.parse(readFileSync(require.resolve('@module-federation/runtime/package.json'), 'utf8'));
    expect(load(String(id))).toBe(`export default { version: ${JSON.stringify(version)} };`);
  });
});
