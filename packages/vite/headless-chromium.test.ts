// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import CHROMIUM from './chromium.json' with { type: 'json' };
import { headlessChromium } from './headless-chromium';

const dir = mkdtempSync(join(tmpdir(), 'headless-chromium-'));
const file = (name: string) => {
  const path = join(dir, name);
  writeFileSync(path, '');
  return path;
};

describe('headlessChromium', () => {
  it('drives a headless shell it is given without --headless=new, keeping every other switch', () => {
    const shell = file('chromium-headless-shell');
    const { executablePath, args } = headlessChromium(shell);
    expect(executablePath).toBe(shell);
    expect(args).toEqual(CHROMIUM.args.filter((arg) => arg !== '--headless=new'));
    expect(args).toContain('--no-sandbox');
  });

  it('drives a full browser it is given in --headless=new', () => {
    const full = file('chromium');
    expect(headlessChromium(full)).toEqual({ executablePath: full, args: CHROMIUM.args });
    expect(CHROMIUM.args).toContain('--headless=new');
  });

  it('passes over a path that is not there', () => {
    expect(headlessChromium(join(dir, 'missing')).executablePath).not.toBe(join(dir, 'missing'));
  });
});
