import { useEffect } from 'react';
import { BRAND } from '../config';

/** Sets the tab title to "Page — Campus Bowls" while a page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
  }, [title]);
}
