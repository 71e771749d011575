import {
  emailProblem,
  LEAD_MESSAGE_MAX_LENGTH,
  requiredMessage,
  SERVICE_INTEREST_OPTIONS,
  tooLongMessage,
  type TCreateLeadRequest,
  type TSessionUser,
} from '@agency/contracts';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  serviceInterest: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  serviceInterest: '',
  message: '',
};

/**
 * `base` (the empty form by default) with whatever of its own fields `carried` holds (values typed into its
 * prerendered markup).
 */
export function withCarriedValues(carried: Record<string, string> | null, base: ContactFormValues = EMPTY_CONTACT_FORM): ContactFormValues {
  const values = { ...base };
  for (const field of Object.keys(values) as Array<keyof ContactFormValues>) {
    const value = carried?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The signed-in visitor's name and e-mail, filled into those fields they have left empty (nothing they typed is replaced). */
export function withVisitorDetails(values: ContactFormValues, user: TSessionUser | null): ContactFormValues {
  if (!user) return values;
  return {
    ...values,
    firstName: values.firstName || (user.firstName ?? ''),
    lastName: values.lastName || (user.lastName ?? ''),
    email: values.email || user.email,
  };
}

/** '' plus the six options of the contract; '' means the visitor did not choose. */
export const SERVICE_CHOICES: readonly string[] = ['', ...SERVICE_INTEREST_OPTIONS];

const REQUIRED: Array<keyof ContactFormValues> = ['firstName', 'lastName', 'email', 'message'];

/** Required fields left empty (whitespace counts as empty). */
export function missingRequiredFields(values: ContactFormValues): Array<keyof ContactFormValues> {
  return REQUIRED.filter((field) => values[field].trim() === '');
}

/** The inline email message, or undefined; an empty email is reported by the missing-fields toast instead. */
export function inlineEmailError(email: string): string | undefined {
  return email.trim() === '' ? undefined : emailProblem(email);
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

/** Each field's problem in the server's words (contracts ZCreateLeadRequest), in the order the form shows them. */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (values.firstName.trim() === '') errors.firstName = requiredMessage('first name');
  if (values.lastName.trim() === '') errors.lastName = requiredMessage('last name');
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (values.message.trim() === '') errors.message = requiredMessage('message');
  // Over the limit the text stays as typed (never cut) and the send is refused in the server's words.
  else if (values.message.trim().length > LEAD_MESSAGE_MAX_LENGTH) errors.message = tooLongMessage('message', LEAD_MESSAGE_MAX_LENGTH);
  return errors;
}

/** Ids of the checked fields, so a refused send can move the keyboard to the first one with a problem. */
export const CONTACT_FIELD_IDS = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
  message: 'contact-message',
} as const;

/**
 * The contact form's service for each home page card (services.data.ts ids): a card's Learn More chooses it. The
 * marketing cards both lead to Lead Generation, the nearest of the form's six options.
 */
export const SERVICE_FOR_CARD: Readonly<Record<string, (typeof SERVICE_INTEREST_OPTIONS)[number]>> = {
  website: 'Website & App Development',
  content: 'AI Content Creation',
  visibility: 'Lead Generation',
  automation: 'Business Automation',
  'ai-agents': 'Intelligent Agents',
  'lead-generation': 'Lead Generation',
};

/** The POST /api/leads body (spec part 1 §7): trimmed text; the server records the contact-form source. */
export function toLeadRequest(values: ContactFormValues): TCreateLeadRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    serviceInterest: values.serviceInterest,
    message: values.message.trim(),
  };
}

/**
 * Seconds until a refused send may be tried again, from the refusal's Retry-After header (seconds or an HTTP date;
 * the api-client's error carries the Response as its cause), or undefined when the error says nothing of it.
 */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const header = cause instanceof Response ? cause.headers.get('retry-after') : null;
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : undefined;
}

/** 'in 45 seconds', 'in 4 minutes', 'in 2 hours': the wait rounded up, so trying at that time works. */
export function waitText(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return `in ${unit(seconds, 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `in ${unit(minutes, 'minute')}`;
  return `in ${unit(Math.ceil(minutes / 60), 'hour')}`;
}

/**
 * The 'Failed to send message' toast's description when too many messages were sent: when to try again, and the other
 * ways in, which are not limited (e-mail, phone, the live chat).
 */
export function rateLimitedDescription(seconds: number | undefined, email: string, phone: string): string {
  const when = seconds === undefined ? 'in a few minutes' : waitText(seconds);
  return `Too many messages were sent. Please try again ${when}, or reach us now at ${email}, on ${phone} or in the live chat.`;
}
