// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FLUSH_FOOTER_ATTRIBUTE } from '@campus/contract/dom-ids';
import { describe, expect, it } from 'vitest';

describe('the shell’s stylesheet', () => {
  it('drops the footer’s space after a page that ends flush with it, by the attribute the contract names', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'index.css'), 'utf8');
    expect(css).toContain(`main:has([${FLUSH_FOOTER_ATTRIBUTE}]) + footer {\n  margin-top: 0;\n}`);
  });
});
