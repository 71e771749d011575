import { SetMetadata } from '@nestjs/common';
import type { EndpointDefinition } from '@agency/contracts';

export const PRODUCES_KEY = 'endpoint-catalog:produces';

/**
 * Marks a route whose answer is a file (e.g. a CSV export sent with sendCsv) rather than JSON. Its catalog entry says
 * the same with `produces`; the catalog test compares the two and the OpenAPI document describes the answer as that
 * media type.
 */
export const Produces = (mediaType: NonNullable<EndpointDefinition['produces']>) => SetMetadata(PRODUCES_KEY, mediaType);
