import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useZodForm } from '@agency/forms';
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
  /** The endpoint's own body schema: its fields are text boxes, its output the body sent. */
  schema: z.ZodType<SignInBody, CredentialsValues>;
  endpoint: SignInEndpoint;
  /** Where the browser goes once the server has set the session cookie. */
  returnTo: string;
}

type CredentialsValues = Record<string, string>;
/** Both endpoints set the session cookie; the register body has the sign-in fields and more. */
type SignInEndpoint = 'POST /api/auth/login' | 'POST /api/auth/register';
type SignInBody = ApiInput<'POST /api/auth/login'>['body'];

/** Posts the fields as JSON; the server's message is shown on failure, a full page load follows success. */
export function CredentialsForm({ title, intro, fields, schema, endpoint, returnTo }: CredentialsFormProps) {
  const form = useZodForm(schema, { defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])) });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = `${endpoint.replace(/\W+/g, '-').toLowerCase()}-title`;

  async function send(body: SignInBody) {
    setFormError(null);
    setPending(true);
    try {
      await api(endpoint, { body });
      // A full load: every app starts again with the new session.
      window.location.assign(returnTo);
    } catch (error) {
      setFormError(apiErrorMessage(error, 'Something went wrong. Please try again.'));
      setPending(false);
    }
  }

  return (
    <form
      className={styles.card}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send, () => setFormError(null))(event)}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {fields.map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]?.message}>
          <Input type={field.type} autoComplete={field.autoComplete} {...form.register(field.name)} />
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
