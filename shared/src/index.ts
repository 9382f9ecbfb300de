/**
 * The federation singleton: everything stateful that every app must share as ONE instance.
 * The shell and every remote import these from '@campus/shared' (never by deep path), and the federation
 * config shares '@campus/shared' as a singleton. Stateless pieces live at deep paths
 * ('@campus/shared/ui/…', '@campus/shared/catalogue/…') and are bundled where used.
 */
export {
  CART_STORAGE_KEY,
  cartStore,
  useCartActions,
  useCartCount,
  useCartItems,
  useCartSaveFailed,
  useCartTotalCents,
} from './cart/cart-store';
export type {
  BowlCartPayload,
  CartItem,
  CartItemType,
  CustomBowl,
  Nutrition,
  PlanBundle,
  PlanUpgrade,
  SandwichCartPayload,
} from './cart/cart-types';
export { dismissToast, type ToastInput, type ToastVariant, toast, useToasts } from './toast/toast-store';
export { Toaster } from './toast/toaster';
