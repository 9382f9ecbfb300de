import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
/** Where a lead's text ends: the next block inside it (its text is another paragraph's). */
const BLOCKS = new Set(['p', 'div', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const UNSHOWN = new Set(['script', 'style', 'template', 'noscript']);

/** Elements under `node`, in document order. */
function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** The text of a block up to its first inner block (comments out, entities decoded by the parser). */
function ownText(block: Element): string {
  let text = '';
  const walk = (node: Node): boolean => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if (child.nodeName === '#text' && 'value' in child) text += child.value;
      else if (isElement(child)) {
        if (BLOCKS.has(child.tagName)) return false;
        if (!UNSHOWN.has(child.tagName) && !walk(child)) return false;
      }
    }
    return true;
  };
  walk(block);
  return text;
}

/**
 * The page's lead text for its meta description: the first paragraph (or intro block) after its heading that says
 * something (30+ characters), as plain text, at most 160 characters.
 */
export function leadText(html: string): string {
  const all = [...elements(parseFragment(html, { sourceCodeLocationInfo: true }))];
  const heading = all.find((el) => el.tagName === 'h1');
  const after = heading?.sourceCodeLocation?.endOffset ?? 0;
  for (const block of all) {
    if (block.tagName !== 'p' && block.tagName !== 'div') continue;
    if ((block.sourceCodeLocation?.startOffset ?? 0) < after) continue;
    const text = ownText(block).replace(/\s+/g, ' ').trim();
    if (text.length >= 30) return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
  }
  return '';
}
