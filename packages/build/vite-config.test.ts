// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wrapUtilitiesLayer } from './vite-config';

const scope = '[data-remote=r]';

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
    [
      'only the layer order statement',
      '@layer theme, base, components, utilities;.a{b:c}',
      '@layer theme, base, components, utilities;.a{b:c}',
    ],
    ['unreadable', '@layer utilities{.a{', '@layer utilities{.a{'],
  ])('%s', (_name, input, output) => {
    expect(wrapUtilitiesLayer(input, scope)).toBe(output);
  });

  it('keeps braces inside strings, comments and URLs as text (a brace counter closed the scope early)', () => {
    const input =
      '@layer utilities{.q{content:"}"}/* { */.u{background:url("a}b.svg")}.after\\:x::after{content:\'{\'}}.outside{color:red}';
    const out = wrapUtilitiesLayer(input, scope);
    expect(out).toBe(
      '@layer utilities{[data-remote=r]{.q{content:"}"}/* { */.u{background:url("a}b.svg")}.after\\:x::after{content:\'{\'}}}.outside{color:red}',
    );
  });

  it('wraps every utilities block, and nothing else', () => {
    const input = '@layer utilities{.a{x:1}}@layer components{.c{x:3}}@layer utilities{.b{x:2}}';
    expect(wrapUtilitiesLayer(input, scope)).toBe(
      '@layer utilities{[data-remote=r]{.a{x:1}}}@layer components{.c{x:3}}@layer utilities{[data-remote=r]{.b{x:2}}}',
    );
  });
});
