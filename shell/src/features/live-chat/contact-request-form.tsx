import { useEffect, useRef, useState } from 'react';
import { CHAT_VISITOR_NAME_MAX_LENGTH, emailProblem } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import * as styles from './live-chat-panel.module.css';

export interface ContactRequestFormProps {
  disabled: boolean;
  /** The address, and the name when one was typed (the server trims it; blank is none). */
  onSubmit(email: string, name: string): boolean;
  onDismiss(): void;
}

/**
 * Asked once when no agent is online: an address the team can answer by e-mail, and optionally a name (the CRM shows
 * it and the lead takes it). The same email rule as the contact form, from the zod-free field rules, so the visitor
 * reads the spec's messages; the server checks both again.
 */
export function ContactRequestForm({ disabled, onSubmit, onDismiss }: ContactRequestFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
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
        else onSubmit(email, name);
      }}
    >
      <p className={styles.contactLead}>No one is online right now. Leave your email and we will reply there.</p>
      <Field label="Email" required error={error}>
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
      <Field
        label={
          <>
            Your name <span className={styles.optional}>(optional)</span>
          </>
        }
      >
        <Input
          autoComplete="name"
          maxLength={CHAT_VISITOR_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
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
