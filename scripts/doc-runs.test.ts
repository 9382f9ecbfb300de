import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordRun } from './doc-runs.ts';

const M = '<!-- bench:x -->';

function files(current: string, history: string) {
  const dir = mkdtempSync(join(tmpdir(), 'doc-runs-'));
  const paths = { current: join(dir, 'performance.md'), history: join(dir, 'history.md') };
  writeFileSync(paths.current, current);
  writeFileSync(paths.history, history);
  return paths;
}

describe('recordRun', () => {
  it('puts the newest run under its marker, the one it replaces on top of the history, and leaves the rest', () => {
    const p = files(
      `# P\n\n## X now\n\n${M}\n\n### day 2\n\nold\n\n## Next\n\nkept\n`,
      `# H\n\n${M}\n\n### day 1\n\nolder\n`,
    );
    recordRun({ marker: M, run: '### day 3\n\nnew', history: p.history, current: p.current });
    expect(readFileSync(p.current, 'utf8')).toBe(`# P\n\n## X now\n\n${M}\n\n### day 3\n\nnew\n\n## Next\n\nkept\n`);
    expect(readFileSync(p.history, 'utf8')).toBe(`# H\n\n${M}\n\n### day 2\n\nold\n\n### day 1\n\nolder\n`);
  });

  it('runs to the end of the page when no section follows; a first run moves nothing', () => {
    const p = files(`# P\n\n${M}\n`, `# H\n\n${M}\n`);
    recordRun({ marker: M, run: '### day 1\n\nfirst', history: p.history, current: p.current });
    expect(readFileSync(p.current, 'utf8')).toBe(`# P\n\n${M}\n\n### day 1\n\nfirst\n`);
    expect(readFileSync(p.history, 'utf8')).toBe(`# H\n\n${M}\n`);
  });

  it('refuses a page without the marker, writing nothing', () => {
    const p = files('# P\n', `# H\n\n${M}\n`);
    expect(() => recordRun({ marker: M, run: 'x', history: p.history, current: p.current })).toThrow(/has no/);
    expect(readFileSync(p.current, 'utf8')).toBe('# P\n');
  });
});
