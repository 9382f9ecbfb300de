// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of the tree is kept by `npm run lint` (biome.json: noRestrictedImports per workspace). Each case writes a
 * two-line module into a workspace, runs the lint script's check on it, and removes it.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

function lint(dir: string, source: string): { ok: boolean; output: string } {
  const file = join(ROOT, dir, `lint-probe-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, `${source}\n\nexport const probe = value;\n`);
  try {
    const output = execFileSync(BIOME, ['check', file], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  } finally {
    rmSync(file, { force: true });
  }
}

// Each case runs the linter in a process of its own (~1 s on an idle machine, over 5 s on a busy one): the limit only
// bounds a hang.
describe('npm run lint keeps the layers apart', { timeout: 60_000 }, () => {
  it.each([
    ['mfe-builder/src', "import { MENU_PAGES as value } from 'mfe-menu/route-table';", 'another remote'],
    [
      'mfe-cart/src/domain',
      "import { INFO_PAGES as value } from '../../../mfe-info/src/app/route-table';",
      'another remote',
    ],
    ['mfe-plans/src', "import { NAV_LINKS as value } from 'shell/nav-links';", 'the shell'],
    ['shell/src', "import { CART_PAGES as value } from 'mfe-cart/route-table';", 'never imports their code'],
    ['packages/catalogue/src', "import { cn as value } from '@campus/ui/cn';", 'no UI, no store'],
    ['packages/catalogue/src', "import { useState as value } from 'react';", 'no React'],
    ['packages/ui/src', "import { cartStore as value } from '@campus/cart';", 'hold no state'],
    ['packages/cart/src', "import { MENU_PAGES as value } from 'mfe-menu/route-table';", 'never imports an app'],
    ['mfe-menu/src', "import { Link as value } from 'react-router';", "'@campus/router'"],
  ])('%s: %s is refused', (dir, source, reason) => {
    const result = lint(dir, source);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noRestrictedImports');
    expect(result.output).toContain(reason);
  });

  it.each([
    ['mfe-builder/src', "import { formatCents as value } from '@campus/catalogue/money';"],
    ['mfe-menu/src', "import { cartStore as value } from '@campus/cart';"],
    ['packages/ui/src', "import { formatCents as value } from '@campus/catalogue/money';"],
    ['mono/src', "import { MENU_PAGES as value } from 'mfe-menu/route-table';"],
  ])('%s: %s is allowed', (dir, source) => {
    const result = lint(dir, source);
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.ok).toBe(true);
  });
});
