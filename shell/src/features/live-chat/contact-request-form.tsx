import { useEffect, useRef, useState } from 'react';
import { emailProblem } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import * as styles from './live-chat-panel.module.css';

export interface ContactRequestFormProps {
  disabled: boolean;
  onSubmit(email: string): boolean;
  onDismiss(): void;
}

/**
 * Asked once when no agent is online: an address the team can answer by e-mail. The same email rule as the contact
 * form, from the zod-free field rules, so the visitor reads the spec's messages; the server checks it again.
 */
export function ContactRequestForm({ disabled, onSubmit, onDismiss }: ContactRequestFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // A refused address takes the keyboard back to the box, once it is marked, so its message is read with it.
  const [refused, setRefused] = useState<object>();
  useEffect(() => {
    if (refused) input.current?.focus();
  }, [refused]);

  return (
    <form
      className={styles.contact}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = emailProblem(email);
        setError(problem);
        if (problem) setRefused({});
        else onSubmit(email);
      }}
    >
      <p className={styles.contactLead}>No one is online right now. Leave your email and we will reply there.</p>
      <Field label="Email" error={error}>
        <Input
          ref={input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </Field>
      <div className={styles.contactActions}>
        <Button type="submit" size="sm" disabled={disabled}>
          Save email
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </form>
  );
}
