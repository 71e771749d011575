/**
 * The shared field rules (spec part 1 §5, part 2 §5) as plain functions, with no zod: a form can show the spec's
 * messages while the visitor types without downloading the schema library. fields.ts wraps them in zod schemas,
 * which the API and the forms' submit checks use, so the browser and the server say the same words.
 */

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/**
 * A dot-atom local part with the characters the browser's email input accepts, then a domain of
 * labels that neither start nor end with a hyphen. Leading, trailing or doubled dots are refused
 * because no mail server delivers to them.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Misspelt provider name (the first label of the domain) mapped to the name the visitor most likely meant. */
const EMAIL_DOMAIN_TYPOS: Record<string, string> = {
  gmai: 'gmail',
  gmial: 'gmail',
  yaho: 'yahoo',
  hotmial: 'hotmail',
};

/** Providers with one worldwide domain: gmail.co.nz does not exist, so any suffix is answered with this. */
const SINGLE_DOMAIN_PROVIDERS: Record<string, string> = { gmail: 'gmail.com' };

/** 'com', 'nz', 'co.nz', 'com.au': what follows a provider's name; 'example.com' is someone else's domain. */
function isProviderSuffix(labels: string[]): boolean {
  if (labels.length === 1) return true;
  return labels.length === 2 && /^[a-z]{2}$/.test(labels[1] ?? '');
}

/** 'jo@gmai.com' -> 'gmail.com', 'jo@yaho.co.uk' -> 'yahoo.co.uk'; undefined when the domain looks fine. */
export function suggestEmailDomain(email: string): string | undefined {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return undefined;
  const [name = '', ...suffix] = domain.split('.');
  const meant = EMAIL_DOMAIN_TYPOS[name];
  if (!meant || !isProviderSuffix(suffix)) return undefined;
  return SINGLE_DOMAIN_PROVIDERS[meant] ?? [meant, ...suffix].join('.');
}

export function requiredMessage(field: string): string {
  return `${capitalised(field)} is required`;
}

function capitalised(field: string): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** A count as New Zealand writes it, with a thousands comma: 2000 -> '2,000'. Not locale-dependent (no ICU needed). */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return `${sign}${String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * The one wording of a text limit, for every schema and screen: 'Message must be 2,000 characters or fewer'. A
 * message that names its number tells the visitor how much to cut (the spec's own words, 'Name is too long' and the
 * e-mail and phone ones, stay where the spec fixes them).
 */
export function tooLongMessage(field: string, max: number): string {
  return `${capitalised(field)} must be ${formatCount(max)} characters or fewer`;
}

/** First failing email rule, or undefined when the address is acceptable. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH) return 'Email address is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  const suggestion = suggestEmailDomain(email);
  if (suggestion) return `Did you mean ${suggestion}?`;
  return undefined;
}

/**
 * Area codes may be written in brackets, as people in each country do, but brackets must pair up.
 * The trunk 0 sits inside the brackets locally ('(09) 123 4567') and is dropped after a country code.
 */
const PHONE_PATTERNS: RegExp[] = [
  // US and Canada: 555-123-4567, (555) 123-4567, +1 555 123 4567
  /^(\+?1[\s.-]?)?(\d{3}|\(\d{3}\))[\s.-]?\d{3}[\s.-]?\d{4}$/,
  // United Kingdom: +44 20 7946 0958, +44 (0)20 7946 0958, 07700 900123, (020) 7946 0958
  /^(\+44[\s-]?(\(0\)[\s-]?)?(\d{2,5}|\(\d{2,5}\))|0\d{2,5}|\(0\d{2,5}\))[\s-]?\d{3,4}[\s-]?\d{3,4}$/,
  // Australia: +61 2 9999 9999, (02) 9999 9999, 0412 345 678
  /^((\+61[\s-]?|0)[2-478]|\(0[2-478]\))([\s-]?\d){8}$/,
  // Australia, national business numbers: 1300 123 456, 1800 123 456
  /^1[38]00([\s-]?\d){6}$/,
  // New Zealand: +64 21 123 4567, 021 123 4567, 09 123 4567, (09) 123 4567
  /^(\+64[\s-]?(\d{1,2}|\(\d{1,2}\))|0\d{1,2}|\(0\d{1,2}\))[\s-]?\d{3,4}[\s-]?\d{3,4}$/,
  // New Zealand freephone: 0800 123 456, 0508 83 83 83
  /^0(800|508)([\s-]?\d){6}$/,
  // Any other international number in E.164 style: +<country> then groups of digits
  /^\+\d{1,3}([\s.-]?\d{1,4}){2,6}$/,
];

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** First failing phone rule, or undefined. An empty phone is allowed: the field is optional. */
export function phoneProblem(value: string): string | undefined {
  const phone = value.trim();
  if (phone === '') return undefined;
  const digits = phoneDigits(phone).length;
  if (digits < PHONE_MIN_DIGITS) return 'Phone number is too short';
  if (digits > PHONE_MAX_DIGITS) return 'Phone number is too long';
  if (!PHONE_PATTERNS.some((pattern) => pattern.test(phone))) {
    return 'Please enter a valid phone number (e.g., +1 555-123-4567 or +64 21 123 4567)';
  }
  return undefined;
}

/**
 * Formats North American numbers as people write them; leaves every other number as typed.
 * North American area codes never start with 0 or 1, so '021 123 4567' (a New Zealand mobile) and
 * '1300 123 456' (an Australian business line) keep their shape, and text with letters in it
 * (an extension, a typo) is never silently stripped.
 */
export function formatPhone(value: string): string {
  const typed = value.trim();
  if (!/^[\d\s().+-]+$/.test(typed)) return value;
  const digits = phoneDigits(typed);
  if (!typed.startsWith('+') && /^[2-9]\d{9}$/.test(digits)) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (/^1[2-9]\d{9}$/.test(digits)) {
    return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return value;
}

const PLACEHOLDER_NAMES = new Set(['test', 'example', 'sample', 'demo']);

/** First failing name rule, or undefined. */
export function nameProblem(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return 'Name is required';
  if (name.length < NAME_MIN_LENGTH) return 'Name must be at least 2 characters';
  if (name.length > NAME_MAX_LENGTH) return 'Name is too long';
  const invalid =
    /^\d+$/.test(name) ||
    !/\p{L}/u.test(name) ||
    // Case-insensitive: 'Aaaaa' is the same keyboard mash as 'aaaaa'.
    /(.)\1{4,}/iu.test(name) ||
    PLACEHOLDER_NAMES.has(name.toLowerCase());
  if (invalid) return 'Please enter a valid name';
  return undefined;
}

