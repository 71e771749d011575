import { useEffect } from 'react';
import { AGENCY_NAME } from '@agency/design-system/brand';

/** 'Pricing' → 'Pricing | Kea AI Studio'; no title gives the agency name alone. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${AGENCY_NAME}` : AGENCY_NAME;
}

/** Sets document.title while the calling page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
