import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, errorStatus } from '@agency/api-client';
import { LEAD_MESSAGE_MAX_LENGTH } from '@agency/contracts';
import { CONTACT_EMAIL, CONTACT_PHONE } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { CharacterCount } from '@agency/design-system/character-count';
import { useCarriedFields } from '@agency/design-system/deferred-island';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { useTypedBeforeHydration } from '@agency/design-system/typed-before-hydration';
import { createLead } from './create-lead.api';
import {
  CONTACT_FIELD_IDS,
  contactFormErrors,
  EMPTY_CONTACT_FORM,
  inlineEmailError,
  missingRequiredFields,
  rateLimitedDescription,
  retryAfterSeconds,
  SERVICE_CHOICES,
  SERVICE_FOR_CARD,
  toLeadRequest,
  withCarriedValues,
  withVisitorDetails,
  type ContactFormValues,
} from './contact-form.state';
import * as styles from './contact-form.module.css';

const MISSING_FIELDS_TOAST = 'contact-missing-fields';

/** The contact form (spec part 1 §4, §5, §8): validates in the browser, sends a lead, reports with toasts. */
export function ContactForm() {
  const { toast, dismissToast, track, session } = usePlatform();
  const queryClient = useQueryClient();
  // A signed-in visitor (on the contact page, their way to this form) has their name and e-mail filled in.
  const user = session.status === 'signed-in' ? session.user : null;
  // On the home page the form arrives as prerendered markup and its code on first use (DeferredIsland): it starts
  // from what the visitor had typed, chosen or autofilled there.
  const carried = useCarriedFields();
  const [values, setValues] = useState<ContactFormValues>(() => withVisitorDetails(withCarriedValues(carried?.values ?? null), user));
  // The session may be read after the form has appeared: its details then fill what is still empty.
  useEffect(() => {
    if (user) setValues((current) => withVisitorDetails(current, user));
  }, [user]);
  // An address entered there and left counts as left here: its problems show at once.
  const [emailTouched, setEmailTouched] = useState(() => carried !== null && carried.focusedName !== 'email' && values.email.trim() !== '');
  // After a refused send every field shows its problem, and each message goes as soon as its field is right.
  const [sendTried, setSendTried] = useState(false);
  const problems = contactFormErrors(values);
  const errors = sendTried ? problems : { email: emailTouched ? inlineEmailError(values.email) : undefined };
  // The keyboard goes to the first field with a problem once the marks are drawn, so its message is read with it.
  const [focusTarget, setFocusTarget] = useState<{ id: string }>();
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);
  // The missing-fields toast goes once nothing is missing any more: no message asks for what is already there.
  const nothingMissing = missingRequiredFields(values).length === 0;
  useEffect(() => {
    if (nothingMissing) dismissToast?.(MISSING_FIELDS_TOAST);
  }, [nothingMissing, dismissToast]);
  // A home page service card's Learn More chooses its service here: it sets the contact section's data-service
  // (services-section.tsx), before this form's code arrived or while it is shown.
  const formRef = useRef<HTMLFormElement>(null);
  // On /contact the prerendered form is hydrated in place: React keeps what the visitor typed, chose or autofilled
  // in its fields, and this hands it to the form's state in the commit that hydrated them. Focus and the caret stay,
  // since the elements are the same.
  useTypedBeforeHydration(formRef, (typed) => {
    setValues((current) => ({ ...current, ...withCarriedValues(typed, current) }));
  });
  useEffect(() => {
    const section = formRef.current?.closest<HTMLElement>('#contact');
    if (!section) return undefined;
    const takeChoice = () => {
      const service = SERVICE_FOR_CARD[section.dataset.service ?? ''];
      if (service) setValues((current) => ({ ...current, serviceInterest: service }));
    };
    takeChoice();
    // Every press is a record, the same card's again too (after the visitor chose something else meanwhile).
    const observer = new MutationObserver(takeChoice);
    observer.observe(section, { attributes: true, attributeFilter: ['data-service'] });
    return () => observer.disconnect();
  }, []);

  const mutation = useMutation({
    mutationFn: createLead,
    onSuccess: async () => {
      track('contact_form_success');
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours.", variant: 'success' });
      // Ready for another message: a signed-in visitor's own details stay.
      setValues(withVisitorDetails(EMPTY_CONTACT_FORM, user));
      setEmailTouched(false);
      setSendTried(false);
      // The CRM's lead list (an admin may send this form) reads the same key (spec part 1 §4).
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/leads') });
    },
    onError: (error) => {
      console.error('Contact form: the lead could not be sent', error);
      track('contact_form_error', { status: Number.parseInt(error.message, 10) || 0 });
      // Too many sends: say when to try again (the server's Retry-After) and the ways in that are not limited; the
      // toast stays long enough to read them.
      const limited = errorStatus(error) === 429;
      toast({
        title: 'Failed to send message',
        description: limited ? rateLimitedDescription(retryAfterSeconds(error), CONTACT_EMAIL, CONTACT_PHONE) : 'Please try again or contact us directly.',
        variant: 'destructive',
        ...(limited ? { duration: 20_000 } : {}),
      });
    },
  });

  const set = (field: keyof ContactFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    track('contact_form_attempt', { hasCompany: values.company.trim() !== '', service: values.serviceInterest || 'none' });
    const missing = missingRequiredFields(values);
    const firstProblem = (Object.keys(CONTACT_FIELD_IDS) as Array<keyof typeof CONTACT_FIELD_IDS>).find((field) => problems[field]);
    if (firstProblem) {
      if (missing.length > 0) {
        track('contact_form_validation_error', { reason: 'missing_required', fields: missing.join(',') });
        toast({ title: 'Missing required fields', description: 'Please fill in all required fields.', key: MISSING_FIELDS_TOAST });
      } else {
        track('contact_form_validation_error', { reason: firstProblem === 'message' ? 'message_too_long' : 'email' });
      }
      setSendTried(true);
      setEmailTouched(true);
      setFocusTarget({ id: CONTACT_FIELD_IDS[firstProblem] });
      return;
    }
    mutation.mutate(toLeadRequest(values));
  };

  const sending = mutation.isPending;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
      <div className={styles.pair}>
        <Field label="First Name" required error={errors.firstName} id={CONTACT_FIELD_IDS.firstName}>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} />
        </Field>
        <Field label="Last Name" required error={errors.lastName} id={CONTACT_FIELD_IDS.lastName}>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} />
        </Field>
      </div>
      <Field label="Email" required error={errors.email} id={CONTACT_FIELD_IDS.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          onBlur={() => setEmailTouched(values.email.trim() !== '')}
        />
      </Field>
      <Field label="Company">
        <Input name="company" autoComplete="organization" value={values.company} onChange={(e) => set('company')(e.target.value)} />
      </Field>
      <Field label="Service Interest">
        <Select name="serviceInterest" value={values.serviceInterest} onChange={(e) => set('serviceInterest')(e.target.value)}>
          {SERVICE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice || 'No preference'}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Message" required error={errors.message} id={CONTACT_FIELD_IDS.message}>
        <CharacterCount value={values.message} max={LEAD_MESSAGE_MAX_LENGTH}>
          <Textarea name="message" rows={4} value={values.message} onChange={(e) => set('message')(e.target.value)} />
        </CharacterCount>
      </Field>
      <Button type="submit" size="lg" disabled={sending} className={styles.submit}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
