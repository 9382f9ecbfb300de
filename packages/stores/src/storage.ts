/** Where the cart lives in localStorage (zustand persist format, versioned). Its own module so tests can import it. */
export const CART_STORAGE_KEY = 'campus-bowls-cart';

/**
 * The stored cart's schema version (zustand persist): older versions are migrated by the store, newer ones it cannot
 * read. The shell publishes the version its store understands and a remote's release must not be built for a newer one
 * (packages/release/checks.ts).
 */
export const CART_VERSION = 1;
