import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';
import { z } from '@agency/contracts';

/** A schema over a form's values (its input type) giving what is sent (its output type). */
export type FormSchema = $ZodType<unknown, FieldValues>;

/** Fields that are not the contract's input: how they become its body, and the contract that checks it (README.md). */
export function formSchema<Values extends FieldValues, S extends $ZodType>(toBody: (values: Values) => unknown, contract: S) {
  return z.custom<Values>().transform(toBody).pipe(contract);
}

/** The form of a schema: React Hook Form's API, typed by the schema's input (the fields) and output (what is sent). */
export type ZodForm<S extends FormSchema> = UseFormReturn<input<S>, unknown, output<S>>;

interface ErrorWithRef {
  ref?: { focus?: () => void } | HTMLElement;
}

/** Every error's field element (nested errors too: a list's items, an object's fields). */
function erroredFields(errors: object, found: ErrorWithRef[] = []): ErrorWithRef[] {
  for (const error of Object.values(errors) as unknown[]) {
    if (typeof error !== 'object' || error === null) continue;
    if ('message' in error || 'type' in error) found.push(error as ErrorWithRef);
    else erroredFields(error, found);
  }
  return found;
}

/** The bad field that comes first on the page (the schema's order when a field has no element). */
export function firstErroredField(errors: FieldErrors): { focus?: () => void } | undefined {
  const refs = erroredFields(errors)
    .map((error) => error.ref)
    .filter((ref): ref is NonNullable<ErrorWithRef['ref']> => typeof ref?.focus === 'function');
  const elements = refs.filter((ref): ref is HTMLElement => typeof HTMLElement !== 'undefined' && ref instanceof HTMLElement && ref.isConnected);
  if (elements.length === 0) return refs[0];
  return elements.reduce((first, element) => (first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : first));
}

/**
 * The one way to write a form: React Hook Form checked by a zod schema, keeping the house's error pattern
 * (README.md, e2e/tests/form-errors.spec.ts): the keyboard on the first bad field once the marks are drawn, and a
 * marked field checked again at every change.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: $ZodType<Output, Values>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Values, unknown, Output> {
  const form = useForm<Values, unknown, Output>({
    ...options,
    // React Hook Form would focus before the messages render; the effect below focuses once they have.
    shouldFocusError: false,
    resolver: zodResolver(schema),
  });
  const { submitCount, errors } = form.formState;

  useEffect(() => {
    if (submitCount > 0) firstErroredField(errors)?.focus?.();
    // Once per submit: later changes to the errors must not move the keyboard.
  }, [submitCount]);

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return form;
}
