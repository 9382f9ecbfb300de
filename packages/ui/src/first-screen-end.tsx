import { FIRST_SCREEN_END_ID } from '@campus/contract/dom-ids';

/**
 * Rendered by a page right after its first screen — after its largest element (the heading's lead text, the hero).
 * The page's head then holds the first frame until this empty element is parsed (its id: @campus/contract/dom-ids;
 * the head's link: @campus/vite/first-screen.ts), so a slow phone draws the first screen in one paint rather than the notice and header first and the page's content frames
 * later. One per page, early in its HTML: all that comes before it is parsed before anything is drawn. Nothing is shown.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
