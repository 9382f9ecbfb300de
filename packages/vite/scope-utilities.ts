import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Every app builds its own Tailwind utilities, so the same class (say `.inline-flex`) is declared in several stylesheets,
 * each in its own order: a remote's sheet loaded later would beat the shell's `xl:hidden`, and one remote's sheet another's.
 * So a remote's utilities apply only inside its own container (`[data-remote=name]`, set by the shell and by the
 * standalone frame), one step more specific than any unscoped rule: inside a slice its own sheet decides, consistently.
 */
export function scopeUtilitiesToRemote(federationName: string): Plugin {
  const scope = `[data-remote=${federationName}]`;
  return {
    name: 'campus-scope-remote-utilities',
    // After Tailwind and Vite's CSS compile (still CSS text), before it becomes a module or an asset: dev and build alike.
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || /[?&](?:raw|url|inline)\b/.test(id)) return null;
      const wrapped = wrapUtilitiesLayer(code, scope);
      return wrapped === code ? null : { code: wrapped, map: null };
    },
  };
}

/**
 * `@layer utilities { … }` → `@layer utilities { <scope> { … } }` (CSS nesting; every browser we serve has it), for
 * every utilities block of the sheet. Parsed with PostCSS, so braces inside strings, comments or URLs are just text.
 */
export function wrapUtilitiesLayer(css: string, scope: string): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return css; // not CSS we can read: left for Vite to report
  }
  let wrapped = false;
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() !== 'utilities' || !layer.nodes || layer.nodes.length === 0) return;
    const scoped = postcss.rule({ selector: scope, raws: { before: '', between: '', after: layer.raws.after ?? '' } });
    scoped.append(layer.nodes.slice());
    layer.removeAll();
    layer.append(scoped);
    layer.raws.after = '';
    wrapped = true;
  });
  return wrapped ? root.toString() : css;
}
