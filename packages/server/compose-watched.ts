// One job: a file of the shell's deployed folder read again only when it changed on disk (its index.html, its hash
// list), so a page costs a stat, not a read.
import { readFileSync, statSync } from 'node:fs';

/** A file read again only when it changed on disk (the manifest is edited in place to switch a release). */
export function watchedText(file: string): () => string {
  let seen = '';
  let text = '';
  return () => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    if (stamp !== seen) {
      text = readFileSync(file, 'utf8');
      seen = stamp;
    }
    return text;
  };
}
