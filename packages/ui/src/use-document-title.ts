import { BRAND } from '@campus/catalogue/config';
import { useEffect } from 'react';

/** Sets the tab title to "Page — Campus Bowls" while a page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
  }, [title]);
}
