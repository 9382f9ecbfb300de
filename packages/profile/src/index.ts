/**
 * The customer's profile and favourites: a second federation singleton beside '@campus/cart'. The shell and every
 * remote import these from '@campus/profile' (never by deep path) so the stores exist once on the page. The pure rules
 * live at deep paths ('@campus/profile/fits', '/catalogue-facts', '/favourites') and are bundled where used.
 */
export { ConflictLine, ConflictNote } from './conflict-note';
export { FavouriteButton } from './favourite-button';
export {
  favouritesStore,
  useFavourites,
  useFavouritesActions,
  useFavouritesCount,
  useIsFavourite,
} from './favourites-store';
export { ProfileEditor } from './profile-editor';
export {
  type ProfileDisplay,
  profileStore,
  useProfile,
  useProfileActions,
  useProfileDisplay,
  useProfileSaveFailed,
} from './profile-store';
export { FAVOURITES_STORAGE_KEY, PROFILE_STORAGE_KEY } from './storage';
export { useProfileCheck } from './use-profile-check';
