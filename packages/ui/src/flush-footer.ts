import { FLUSH_FOOTER_ATTRIBUTE } from '@campus/contract/dom-ids';

/** Spread on a page's last element that ends where the footer begins (@campus/contract/dom-ids). */
export const flushFooter = (): Record<typeof FLUSH_FOOTER_ATTRIBUTE, ''> => ({ [FLUSH_FOOTER_ATTRIBUTE]: '' });
