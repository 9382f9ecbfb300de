import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import postcss from 'postcss';
import { parseAst } from 'vite';

/**
 * Does every Tailwind class written in the source reach the page where it renders? Tailwind writes a rule only for a
 * class it finds in the files a stylesheet scans (`@source`, and the app's own folder), and only when it knows the
 * class: a shared component's class that no applicable stylesheet scans, or a misspelt class (`text-primay`), renders
 * unstyled, silently. A remote's stylesheet applies only inside its slice (`[data-remote=…]`, and the dialogs marked
 * with it); the shell's applies everywhere on the composed page, portals to `<body>` included.
 *
 * Each stylesheet is generated here exactly as its build generates it (Tailwind's compiler and scanner, the same entry
 * CSS and sources), and each class of the source is looked up in the stylesheets that apply where its file renders.
 */

/** A stylesheet as an app's build makes it: its entry CSS and the app's folder (Vite's root, scanned automatically). */
export interface SheetEntry {
  entry: string;
  root: string;
}

/**
 * A source file and the places it renders in, each named by the stylesheets that apply there: a class must be in at
 * least one stylesheet of every place (`[['shell', 'mfe_menu'], ['mfe_menu']]`: the menu's slice on the composed page,
 * where the shell's sheet applies too, and the menu alone in its standalone frame).
 */
export interface SourceFile {
  file: string;
  places: readonly (readonly string[])[];
}

export interface ClassProblem {
  /** File, relative to the check's base, and line. */
  where: string;
  className: string;
  /** Places it renders where no stylesheet has a rule for it ('shell or mfe_menu'); empty: put together at run time (`bg-…-500`). */
  missingFrom: string[];
}

/** Marker classes that style nothing themselves (their variants do: `group-open:rotate-90`). */
const MARKERS = /^(?:group|peer)(?:\/[\w-]+)?$/;
/** Functions whose arguments are class lists. */
const CLASS_FUNCTIONS = new Set(['cn', 'clsx', 'cx', 'twMerge']);
/** Props that hold class lists (`className`, `frameClassName`). */
const CLASS_PROP = /^(?:class|className|\w+ClassName)$/;
/** Constants that hold class lists by name (`activeClass`, `linkClasses`). */
const CLASS_CONST = /(?:Class|Classes|ClassName)$/;
/** Marks where a template literal's expression was: a class touching it is put together at run time. */
const HOLE = '\u0000';

/** The class names a stylesheet has rules for, generated as its build generates them. */
export async function generatedClasses({ entry, root }: SheetEntry): Promise<Set<string>> {
  const compiler = await compile(readFileSync(entry, 'utf8'), { base: dirname(entry), onDependency: () => {} });
  const ownRoot =
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: root, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...ownRoot, ...compiler.sources] });
  const css = compiler.build(scanner.scan());
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const match of rule.selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
      classes.add(unescapeClass(match[1] ?? ''));
    }
  });
  return classes;
}

function unescapeClass(escaped: string): string {
  return escaped
    .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
}

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** Every class list written in a file, with where it starts: class props, `cn(…)`/`cva(…)`, `class="…"` in HTML. */
export function classListsIn(source: string, file: string): { text: string; at: number }[] {
  const program = parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
  const consts = new Map<string, Node>();
  const found: { text: string; at: number }[] = [];
  const seen = new Set<Node>();

  /** The strings a class expression can evaluate to (both sides of a condition, every part of a `+`). */
  const collect = (node: unknown): void => {
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string') found.push({ text: node.value, at: node.start });
        return;
      case 'TemplateLiteral': {
        const quasis = node.quasis as { value: { cooked: string } }[];
        found.push({ text: quasis.map((q) => q.value.cooked).join(HOLE), at: node.start });
        return;
      }
      case 'ConditionalExpression':
        collect(node.consequent);
        collect(node.alternate);
        return;
      case 'LogicalExpression':
        if (node.operator !== '&&') collect(node.left);
        collect(node.right);
        return;
      case 'BinaryExpression':
        if (node.operator === '+') {
          collect(node.left);
          collect(node.right);
        }
        return;
      case 'ArrayExpression':
        for (const element of node.elements as unknown[]) collect(element);
        return;
      case 'CallExpression':
        if (isNode(node.callee) && CLASS_FUNCTIONS.has(node.callee.name as string)) {
          for (const arg of node.arguments as unknown[]) collect(arg);
        }
        return;
      case 'Identifier':
        collect(consts.get(node.name as string));
        return;
      case 'MemberExpression': // STYLES[variant]: every value of the object
        if (isNode(node.object) && node.object.type === 'Identifier') {
          const object = consts.get(node.object.name as string);
          if (object?.type === 'ObjectExpression') for (const p of object.properties as Node[]) collect(p.value);
        }
        return;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'ParenthesizedExpression':
        collect(node.expression);
        return;
      case 'JSXExpressionContainer':
        collect(node.expression);
        return;
    }
  };

  /** `cva(base, { variants: { v: { name: '…' } }, compoundVariants: [{ …, class: '…' }] })` */
  const collectCva = (args: unknown[]): void => {
    collect(args[0]);
    const options = args[1];
    if (!isNode(options) || options.type !== 'ObjectExpression') return;
    for (const prop of options.properties as Node[]) {
      const key = isNode(prop.key) ? (prop.key.name ?? prop.key.value) : undefined;
      if (key === 'variants' && isNode(prop.value) && prop.value.type === 'ObjectExpression') {
        for (const variant of prop.value.properties as Node[]) {
          if (isNode(variant.value) && variant.value.type === 'ObjectExpression') {
            for (const choice of variant.value.properties as Node[]) collect(choice.value);
          }
        }
      }
      if (key === 'compoundVariants' && isNode(prop.value) && prop.value.type === 'ArrayExpression') {
        for (const compound of prop.value.elements as Node[]) {
          for (const p of (compound.properties as Node[] | undefined) ?? []) {
            const k = isNode(p.key) ? (p.key.name ?? p.key.value) : undefined;
            if (k === 'class' || k === 'className') collect(p.value);
          }
        }
      }
    }
  };

  const walk = (node: unknown, visit: (n: Node) => void): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, visit);
      return;
    }
    if (!isNode(node)) return;
    visit(node);
    for (const [key, value] of Object.entries(node)) if (key !== 'parent') walk(value, visit);
  };

  // Constants first (anywhere in the file: a class list may be declared below its use).
  walk(program, (n) => {
    if (n.type === 'VariableDeclarator' && isNode(n.id) && n.id.type === 'Identifier' && n.init) {
      consts.set(n.id.name as string, n.init as Node);
    }
  });
  walk(program, (n) => {
    if (n.type === 'JSXAttribute' && isNode(n.name) && CLASS_PROP.test(n.name.name as string)) collect(n.value);
    else if (n.type === 'Property' && isNode(n.key) && CLASS_PROP.test((n.key.name ?? n.key.value) as string)) {
      collect(n.value);
    } else if (n.type === 'CallExpression' && isNode(n.callee)) {
      if (n.callee.name === 'cva') collectCva(n.arguments as unknown[]);
      else if (CLASS_FUNCTIONS.has(n.callee.name as string)) collect(n);
    } else if (n.type === 'VariableDeclarator' && isNode(n.id) && CLASS_CONST.test(n.id.name as string)) {
      collect(n.init);
    } else if ((n.type === 'Literal' && typeof n.value === 'string') || n.type === 'TemplateLiteral') {
      // HTML written as a string (the header skeleton): its class="…" attributes.
      const text =
        n.type === 'Literal'
          ? (n.value as string)
          : (n.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(HOLE);
      for (const m of text.matchAll(/\bclass="([^"]*)"/g)) found.push({ text: m[1] ?? '', at: n.start });
    }
  });
  return found;
}

/** Classes of the source that no stylesheet applying where they render has a rule for. */
export async function checkClassReach(
  sheets: Readonly<Record<string, SheetEntry>>,
  files: readonly SourceFile[],
  base: string,
): Promise<ClassProblem[]> {
  const generated = new Map<string, Set<string>>();
  for (const [name, sheet] of Object.entries(sheets)) generated.set(name, await generatedClasses(sheet));
  const problems: ClassProblem[] = [];
  for (const { file, places } of files) {
    const source = readFileSync(file, 'utf8');
    const lineOf = (at: number) => source.slice(0, at).split('\n').length;
    const reported = new Set<string>();
    for (const { text, at } of classListsIn(source, file)) {
      for (const token of text.split(/\s+/)) {
        if (!token || MARKERS.test(token) || reported.has(token)) continue;
        const where = `${relative(base, file)}:${lineOf(at)}`;
        if (token.includes(HOLE)) {
          // A class put together at run time (`bg-${tone}`): no stylesheet can have scanned it whole.
          if (token.replaceAll(HOLE, '').length > 0) {
            reported.add(token);
            problems.push({ where, className: token.replaceAll(HOLE, '…'), missingFrom: [] });
          }
          continue;
        }
        const missingFrom = places
          .filter((sheets) => !sheets.some((name) => generated.get(name)?.has(token)))
          .map((sheets) => sheets.join(' or '));
        if (missingFrom.length) {
          reported.add(token);
          problems.push({ where, className: token, missingFrom });
        }
      }
    }
  }
  return problems;
}
