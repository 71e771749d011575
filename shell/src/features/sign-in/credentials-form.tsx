import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@agency/design-system/button';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { api, apiErrorMessage, type ApiInput } from '@agency/api-client';
import * as styles from './sign-in-page.module.css';

export interface CredentialsField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

interface CredentialsFormProps {
  /** The form's accessible name and its submit button's label ('Sign in', 'Create account'). */
  title: string;
  intro: ReactNode;
  fields: CredentialsField[];
  schema: z.ZodType<SignInBody>;
  endpoint: SignInEndpoint;
  /** Where the browser goes once the server has set the session cookie. */
  returnTo: string;
}

type FieldErrors = Record<string, string | undefined>;
/** Both endpoints set the session cookie; the register body has the sign-in fields and more. */
type SignInEndpoint = 'POST /api/auth/login' | 'POST /api/auth/register';
type SignInBody = ApiInput<'POST /api/auth/login'>['body'];

/** Posts the fields as JSON; the server's message is shown on failure, a full page load follows success. */
export function CredentialsForm({ title, intro, fields, schema, endpoint, returnTo }: CredentialsFormProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused send the keyboard goes to the first marked field, once the marks are drawn.
  const [focusFirstError, setFocusFirstError] = useState<object>();
  useEffect(() => {
    if (focusFirstError) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);
  const headingId = `${endpoint.replace(/\W+/g, '-').toLowerCase()}-title`;

  /** Each field's first problem under the shared schema, by field name. */
  function problems(form: HTMLFormElement): FieldErrors {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    const errors: FieldErrors = {};
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  }

  // A field showing a message is checked again as it changes, so the message goes the moment it is right.
  function recheck(form: HTMLFormElement) {
    if (!Object.values(fieldErrors).some(Boolean)) return;
    const found = problems(form);
    setFieldErrors((current) => Object.fromEntries(Object.keys(current).map((name) => [name, current[name] && found[name]])));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(problems(event.currentTarget));
      setFormError(null);
      setFocusFirstError({});
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setPending(true);
    try {
      await api(endpoint, { body: parsed.data });
      // A full load: every app starts again with the new session.
      window.location.assign(returnTo);
    } catch (error) {
      setFormError(apiErrorMessage(error, 'Something went wrong. Please try again.'));
      setPending(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.card}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={(event) => recheck(event.currentTarget)}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {fields.map((field) => (
        <Field key={field.name} label={field.label} error={fieldErrors[field.name]}>
          <Input name={field.name} type={field.type} autoComplete={field.autoComplete} />
        </Field>
      ))}
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <Button type="submit" disabled={pending} className={styles.submit}>
        {title}
      </Button>
    </form>
  );
}
