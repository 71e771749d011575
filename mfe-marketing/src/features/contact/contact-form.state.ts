import { emailProblem, SERVICE_INTEREST_OPTIONS, type TCreateLeadRequest, type TSessionUser } from '@agency/contracts';

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

/** The empty form with whatever of its own fields `carried` holds (values typed into its prerendered markup). */
export function withCarriedValues(carried: Record<string, string> | null): ContactFormValues {
  const values = { ...EMPTY_CONTACT_FORM };
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
