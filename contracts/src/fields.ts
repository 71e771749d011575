import { z } from './zod';
import { emailProblem, nameProblem, phoneProblem, requiredMessage, tooLongMessage } from './field-rules';

/**
 * The shared field rules (spec part 1 §5, part 2 §5) as zod schemas: every form and every API endpoint validates
 * with these, so the browser and the server say the same words. The rules themselves live in field-rules.ts.
 */

function fromProblem(problem: (value: string) => string | undefined) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

const requiredString = (message: string) => z.string({ error: message });

/** Email: trimmed and lower-cased on the way in. */
export const ZEmail = requiredString('Email is required')
  .superRefine(fromProblem(emailProblem))
  .transform((email) => email.trim().toLowerCase());

/** Optional phone; '' is accepted and means none. */
export const ZPhone = z.string().superRefine(fromProblem(phoneProblem)).transform((phone) => phone.trim());

export const ZPersonName = requiredString('Name is required')
  .superRefine(fromProblem(nameProblem))
  .transform((name) => name.trim());

/** A required free-text field, trimmed, with the spec's generic message; too long names the limit (tooLongMessage). */
export function requiredText(field: string, maxLength = 5000) {
  return requiredString(requiredMessage(field)).trim().min(1, requiredMessage(field)).max(maxLength, tooLongMessage(field, maxLength));
}

/** Optional free text, trimmed; '' and absent both mean none (undefined). Too long names the limit. */
export function optionalText(field: string, maxLength: number) {
  return z
    .string({ error: `${field.charAt(0).toUpperCase()}${field.slice(1)} must be text` })
    .trim()
    .max(maxLength, tooLongMessage(field, maxLength))
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));
}
