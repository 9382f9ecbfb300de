export interface PageParts {
  title?: string;
  description?: string;
  head: string;
  root: string;
  modules: readonly string[];
  /** The JSON of the page's `<script type="importmap">`, placed before the head's first script. */
  importMap?: string;
  /** Hashes by script URL, for the template's own `<script src>`s (as an `integrity` attribute). */
  integrity?: Readonly<Record<string, string>>;
  /** HTML just before the shell's root element, outside it (the preview banner). */
  beforeRoot?: string;
}
export function readTemplate(html: string): { fill(parts: PageParts): string };
/** The shell's server render: its leading resource hints, and its body with the remote's HTML in the slot. */
export function readShellRender(html: string): { headLinks: string[]; body(slice?: string): string };
export function safeHeadLink(html: string, rewrite?: (url: string) => string): string | null;
/** The bar on every page of a preview: "Preview of <remote> <release>" and a way out. */
export function previewBanner(preview: { remote: string; release: string }): string;
/** A pre-rendered page with the shell's notice hidden (the `hidden` attribute on its element), kept per page. */
export function withNoticeHidden(html: string): string;
