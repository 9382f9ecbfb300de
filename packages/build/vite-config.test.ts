import { describe, expect, it } from 'vitest';
import { wrapUtilitiesLayer } from './vite-config';

describe('wrapUtilitiesLayer', () => {
  it.each([
    [
      'minified',
      '@layer theme{:root{--x:1}}@layer utilities{.flex{display:flex}.sm\\:hidden{@media (width>=40rem){display:none}}}',
      '@layer theme{:root{--x:1}}@layer utilities{[data-remote=r]{.flex{display:flex}.sm\\:hidden{@media (width>=40rem){display:none}}}}',
    ],
    [
      'spaced',
      '@layer utilities {\n  .flex { display: flex; }\n}\n.after{}',
      '@layer utilities {[data-remote=r]{\n  .flex { display: flex; }\n}}\n.after{}',
    ],
    ['no utilities layer', '.a{color:red}', '.a{color:red}'],
    ['unbalanced', '@layer utilities{.a{', '@layer utilities{.a{'],
  ])('%s', (_name, input, output) => {
    expect(wrapUtilitiesLayer(input, '[data-remote=r]')).toBe(output);
  });
});
