import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A classic script of the page's head kept as written in `public/` (Vite does not bundle a script without
 * `type="module"`) — but, in a build, served under a name that carries its content's hash: `assets/<name>-<hash>.js`.
 * Under assets/ it is immutable to every cache, so a repeat visit does not ask the server again for a script that
 * holds the parser (public/before-paint.js: one round trip, ~300 ms on a slow phone, before the page could paint).
 * Dev servers keep serving it from public/ under its plain name.
 */
export function hashedBootScript(publicDir: string, file: string): Plugin {
  const base = file.replace(/\.js$/, '');
  const read = () => readFileSync(join(publicDir, file));
  const hashedName = (source: Buffer) =>
    `assets/${base}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'campus-hashed-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const src = `src="/${file}"`;
        if (!html.includes(src)) throw new Error(`index.html has no <script ${src}>`);
        return html.replace(src, `src="/${hashedName(read())}"`);
      },
    },
    generateBundle() {
      const source = read();
      this.emitFile({ type: 'asset', fileName: hashedName(source), source });
    },
  };
}
