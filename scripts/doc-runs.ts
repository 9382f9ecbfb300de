import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the figures that hold today are: each bench's newest run, under its marker. */
export const PERFORMANCE_DOC = resolve(ROOT, 'docs/performance.md');

/** The text under `marker` up to the next `## ` heading (or the end), and the document around it. */
function sectionAfter(doc: string, marker: string) {
  const start = doc.indexOf(marker);
  if (start < 0) return null;
  const from = start + marker.length;
  const next = doc.slice(from).search(/\n## /);
  const to = next < 0 ? doc.length : from + next;
  return { before: doc.slice(0, from), text: doc.slice(from, to).trim(), after: doc.slice(to) };
}

/**
 * A bench's newest run (`run`, markdown) replaces the one under its marker in docs/performance.md, so that page shows
 * what holds today; the run it replaces goes to the top of `history` (a file under docs/history/, under the same
 * marker). Returns the files written; writes nothing when either file lacks the marker.
 */
export function recordRun({
  marker,
  run,
  history,
  current = PERFORMANCE_DOC,
}: {
  marker: string;
  run: string;
  history: string;
  current?: string;
}): string[] {
  const doc = readFileSync(current, 'utf8');
  const here = sectionAfter(doc, marker);
  if (!here) throw new Error(`${current} has no "${marker}" line`);
  const file = resolve(ROOT, history);
  const past = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (here.text && !past.includes(marker)) throw new Error(`${file} has no "${marker}" line`);
  writeFileSync(current, `${here.before}\n\n${run.trim()}\n${here.after}`);
  if (!here.text) return [current];
  const at = past.indexOf(marker) + marker.length;
  const older = past.slice(at).trimStart();
  writeFileSync(file, `${past.slice(0, at)}\n\n${here.text}\n${older ? `\n${older}` : ''}`);
  return [current, file];
}
