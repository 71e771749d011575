import type { z } from 'zod';
import type { ApiInput, ApiOutput } from '@agency/api-client';
import type { CrmEndpointKey } from '../crm-api';
import type { SampleState } from './sample-state';

/*
 * What every sample handler is and uses: its type, the API's error shape, and input parsed with the contract's own
 * schema, as the server's routes do. The handler files (./*-sample.ts) import this; sample-crm.ts puts them together.
 */

/** How sample mode answers one endpoint: from the in-memory state, changing only that state. */
export type SampleHandler<K extends CrmEndpointKey> = (state: SampleState, input: ApiInput<K>) => ApiOutput<K>;
export type SampleHandlers = { [K in CrmEndpointKey]: SampleHandler<K> };

/** A sample answer that is an error, shaped like the API's ('<status>: <body>'). */
export function sampleError(status: number, message: string): Error {
  return new Error(`${status}: ${JSON.stringify({ statusCode: status, message })}`);
}

/** Parse like the server does: a 400 with the first message for bad input. */
export function parseSample<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw sampleError(400, result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
