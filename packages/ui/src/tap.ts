import { TAP_ATTRIBUTE } from '@campus/contract/dom-ids';

/** The props naming an actionable control for held taps (spread them on the button, input or label). */
export type TapProps = { 'data-tap': string };

/**
 * Names a control by what it does and to what — `tap('add-to-cart', sandwich.id)` — never by its words: a tap made
 * before the page's code is live is held and replayed on the control with this name (shell/src/app/early-clicks.ts),
 * which must be the same in the server's HTML and the live page while its label (a count, a price) may change.
 */
export function tap(...parts: readonly [string, ...(string | number)[]]): TapProps {
  return { [TAP_ATTRIBUTE]: parts.join(':') } as TapProps;
}
