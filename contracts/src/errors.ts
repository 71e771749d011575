import { z } from './zod';

/** The one error shape every API failure has. No stack traces, no SQL. */
export const ZFieldError = z.object({
  path: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZApiError = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(ZFieldError).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Turns zod issues into the field errors of the API's error shape. */
export function toFieldErrors(error: z.ZodError): TFieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
