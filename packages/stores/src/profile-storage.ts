/** Where the profile and the favourites live in localStorage (zustand persist format, versioned). */
export const PROFILE_STORAGE_KEY = 'campus-bowls-profile';
export const FAVOURITES_STORAGE_KEY = 'campus-bowls-favourites';
