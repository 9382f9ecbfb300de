/**
 * The federation singleton: everything stateful that every app must share as ONE instance — the cart, the toasts, the
 * customer's diet profile and favourites.
 * The shell and every remote import these from '@campus/stores' (never by deep path), and the federation
 * config shares '@campus/stores' as a singleton. Stateless pieces live at deep paths
 * ('@campus/ui/…', '@campus/catalogue/…') and are bundled where used.
 */
export {
  CART_STORAGE_KEY,
  cartStore,
  useCartActions,
  useCartCount,
  useCartItems,
  useCartRead,
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
  favouritesStore,
  useFavourites,
  useFavouritesActions,
  useFavouritesCount,
  useFavouritesSaveFailed,
  useIsFavourite,
} from './favourites-store';
export { installRequested, listenForInstallOffer, useCanInstall, useInstalled } from './install-store';
export { FAVOURITES_STORAGE_KEY, PROFILE_STORAGE_KEY } from './profile-storage';
export {
  type ProfileDisplay,
  profileStore,
  useProfile,
  useProfileActions,
  useProfileDisplay,
  useProfileSaveFailed,
} from './profile-store';
export {
  dismissAllToasts,
  dismissToast,
  problemSolved,
  type Toast,
  type ToastInput,
  type ToastVariant,
  toast,
  useSolvedProblems,
  useToasts,
} from './toast-store';
export {
  focusToasts,
  TOASTS_ABOVE_ATTRIBUTE,
  TOASTS_BELOW_ATTRIBUTE,
  TOASTS_SHORTCUT,
  Toaster,
  ToastsSkipLink,
} from './toaster';
