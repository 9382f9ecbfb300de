/** Where the cart lives in localStorage (zustand persist format, versioned). Its own module so tests can import it. */
export const CART_STORAGE_KEY = 'campus-bowls-cart';
