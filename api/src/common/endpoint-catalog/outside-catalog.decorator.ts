import { SetMetadata } from '@nestjs/common';

export const OUTSIDE_CATALOG_KEY = 'endpoint-catalog:outside';

/**
 * Marks an /api route that is not a JSON endpoint (a browser navigation, the documentation pages), so the
 * catalog test does not ask for an entry. The reason is for the reader.
 */
export const OutsideCatalog = (reason: string) => SetMetadata(OUTSIDE_CATALOG_KEY, reason);
