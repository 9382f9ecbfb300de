import type { Bowl } from '@campus/catalogue/types';
import type { Conflict } from '@campus/profile/fits';
import { useProfile, useProfileDisplay } from '@campus/stores';
import { bowlConflicts } from '../domain/menu-filter';

export interface ProfileView {
  /** The bowls to show: all of them when marking, the fitting ones when hiding. */
  shown: <B extends Bowl>(bowls: readonly B[]) => B[];
  fitting: (bowls: readonly Bowl[]) => number;
  conflictsOf: (bowl: Bowl) => Conflict[];
  display: 'hide' | 'mark';
}

/** The customer's profile as the menu's lists apply it (the shared profile store, not the page's address). */
export function useProfileView(): ProfileView {
  const profile = useProfile();
  const display = useProfileDisplay();
  const conflictsOf = (bowl: Bowl) => bowlConflicts(bowl, profile);
  return {
    shown: (bowls) => (display === 'mark' ? [...bowls] : bowls.filter((b) => conflictsOf(b).length === 0)),
    fitting: (bowls) => bowls.filter((b) => conflictsOf(b).length === 0).length,
    conflictsOf,
    display,
  };
}
