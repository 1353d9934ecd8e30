import { useEffect } from 'react';
import { BRAND } from '../../shared/brand.texts.js';

/** Names the browser tab after the page, so history entries and screen readers announce where the user is. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
}
