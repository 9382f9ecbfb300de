/**
 * What every slice shows of the customer's diet profile and favourites: the profile's toggles, the reasons something
 * does not fit, the question asked before it goes in, and the heart. The stores themselves live in the one shared
 * module, '@campus/stores' (useProfile, useFavourites…), so they exist once on the page; this package is bundled where
 * used, like '@campus/ui'. The pure rules are at deep paths: '@campus/profile/fits', '/catalogue-facts', '/favourites'.
 */
export { ConflictLine, ConflictNote } from './conflict-note';
export { FavouriteButton } from './favourite-button';
export { ProfileEditor } from './profile-editor';
export { useProfileCheck } from './use-profile-check';
