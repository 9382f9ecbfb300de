/**
 * The federation singleton: everything stateful that every app must share as ONE instance.
 * The shell and every remote import these from '@campus/cart' (never by deep path), and the federation
 * config shares '@campus/cart' as a singleton. Stateless pieces live at deep paths
 * ('@campus/ui/…', '@campus/catalogue/…') and are bundled where used.
 */
export {
  CART_STORAGE_KEY,
  cartStore,
  useCartActions,
  useCartCount,
  useCartItems,
  useCartSaveFailed,
  useCartTotalCents,
} from './cart-store';
export type {
  BowlCartPayload,
  CartItem,
  CartItemType,
  CustomBowl,
  Nutrition,
  PlanBundle,
  PlanUpgrade,
  SandwichCartPayload,
} from './cart-types';
export {
  dismissAllToasts,
  dismissToast,
  type Toast,
  type ToastInput,
  type ToastVariant,
  toast,
  useToasts,
} from './toast-store';
export { Toaster } from './toaster';
