import type { DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type AnyNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];

/** A page's document (parse5, the WHATWG algorithm). */
export function parsePage(html: string): DefaultTreeAdapterMap['document'];
/** Every element under `node`, in document order. */
export function elements(node: AnyNode): Generator<Element>;
/** An attribute's value, undefined when the element does not have it. */
export function attr(el: Element, name: string): string | undefined;
/** The first element under `node` that `test` accepts. */
export function find(node: AnyNode, test: (el: Element) => boolean): Element | undefined;
/** The text of a node's descendants (scripts, styles and templates inside it not; a script's own text, asked for). */
export function textOf(node: AnyNode): string;
/** A page's shown text as one line, a space between text nodes. */
export function pageText(html: string): string;
/** The demo site's notice, by its accessible name. */
export const NOTICE_LABEL: string;
/** The notice's state in a served page, read from its `hidden` attribute. */
export function noticeState(html: string): 'hidden' | 'shown' | 'absent';
/** Does the page carry another request's state (its notice not hidden exactly when `dismissed`, or no notice)? */
export function hasOtherRequestsState(html: string, dismissed: boolean): boolean;
/** Is the element a Lighthouse snippet quotes (values cut at "…") in the page? */
export function hasElementQuoted(html: string, snippet: string): boolean;
