import type { z } from 'zod';

/** A class Nest can use as a parameter type, carrying the contract schema the global pipe validates with. */
export interface ZodDtoClass<TSchema extends z.ZodType = z.ZodType> {
  new (): z.output<TSchema>;
  readonly schema: TSchema;
}

/**
 * `class RegisterBody extends ZodDto(ZRegisterRequest) {}` gives a controller parameter type whose
 * value is the schema's parsed output, validated by the global ZodValidationPipe.
 */
export function ZodDto<TSchema extends z.ZodType>(schema: TSchema): ZodDtoClass<TSchema> {
  class Dto {
    static readonly schema = schema;
  }
  return Dto as unknown as ZodDtoClass<TSchema>;
}

export function isZodDtoClass(value: unknown): value is ZodDtoClass {
  return typeof value === 'function' && 'schema' in value && typeof (value as { schema: unknown }).schema === 'object';
}
