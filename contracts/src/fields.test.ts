import type { z } from 'zod';
import { EMAIL_PATTERN, emailProblem, formatCount, formatPhone, nameProblem, phoneProblem, requiredMessage, suggestEmailDomain, tooLongMessage } from './field-rules';
import { ZEmail, ZPersonName, ZPhone, optionalText, requiredText } from './fields';

const INVALID_EMAIL = 'Please enter a valid email address';
const INVALID_PHONE = 'Please enter a valid phone number (e.g., +1 555-123-4567 or +64 21 123 4567)';
const INVALID_NAME = 'Please enter a valid name';

/** The message a form shows under the field: the first issue the schema reports. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.error.message}`);
  return result.data;
}

/** An address of exactly `length` characters that matches the pattern. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.co.nz'.length)}@example.co.nz`;

describe('email', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['jo', INVALID_EMAIL],
    ['jo@', INVALID_EMAIL],
    ['@example.co.nz', INVALID_EMAIL],
    ['jo@example', INVALID_EMAIL],
    ['jo@example.c', INVALID_EMAIL],
    ['jo@@example.com', INVALID_EMAIL],
    ['jo smith@example.com', INVALID_EMAIL],
    ['jo@exam ple.com', INVALID_EMAIL],
    [emailOfLength(255), 'Email address is too long'],
    ['jo@gmai.com', 'Did you mean gmail.com?'],
  ])('%j is refused with %j, by the function and by the schema', (value, message) => {
    expect(emailProblem(value)).toBe(message);
    expect(firstMessage(ZEmail, value)).toBe(message);
  });

  it.each([undefined, null, 42])('a missing email (%j) is "Email is required"', (value) => {
    expect(firstMessage(ZEmail, value)).toBe('Email is required');
  });

  it.each([
    'jo@example.com',
    'aroha.ngata@agency.co.nz',
    'first+newsletter@example.com.au',
    "siobhan.o'brien@example.co.uk",
    'sales@mail.example-agency.nz',
    'JO@EXAMPLE.COM',
    emailOfLength(254),
  ])('%s is accepted', (value) => {
    expect(emailProblem(value)).toBeUndefined();
    expect(firstMessage(ZEmail, value)).toBeUndefined();
  });

  // The old pattern let these through although no mail server delivers to them.
  it.each([
    ...['.jo@example.com', 'jo.@example.com', 'jo..smith@example.com'],
    ...['jo@example..com', 'jo@-example.com', 'jo@example-.com', 'jo@.example.com'],
  ])('undeliverable %s is refused', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
    expect(emailProblem(value)).toBe(INVALID_EMAIL);
  });

  it('is trimmed and lower-cased on the way in', () => {
    expect(parsed(ZEmail, '  Aroha.Ngata@Agency.CO.NZ ')).toBe('aroha.ngata@agency.co.nz');
  });

  it('checks the length before the pattern, so a huge paste gets the length message', () => {
    expect(emailProblem(`${'a@'.repeat(200)}example.com`)).toBe('Email address is too long');
  });
});

describe('email typo suggestions', () => {
  it.each([
    ['jo@gmai.com', 'gmail.com'],
    ['jo@gmial.com', 'gmail.com'],
    ['jo@yaho.com', 'yahoo.com'],
    ['jo@hotmial.com', 'hotmail.com'],
    ['Jo@GMIAL.COM', 'gmail.com'],
    // A regional address keeps its region: suggesting yahoo.com to a UK visitor was wrong.
    ['jo@yaho.co.uk', 'yahoo.co.uk'],
    ['jo@hotmial.co.nz', 'hotmail.co.nz'],
    ['jo@yaho.com.au', 'yahoo.com.au'],
    // Gmail has one domain worldwide.
    ['jo@gmai.co.nz', 'gmail.com'],
  ])('%s: "Did you mean %s?"', (email, domain) => {
    expect(suggestEmailDomain(email)).toBe(domain);
    expect(emailProblem(email)).toBe(`Did you mean ${domain}?`);
    expect(firstMessage(ZEmail, email)).toBe(`Did you mean ${domain}?`);
  });

  it.each([
    ...['jo@gmail.com', 'jo@yahoo.co.nz', 'jo@hotmail.com', 'jo@xtra.co.nz'],
    // Only a provider's own name is a typo: these belong to other people.
    ...['jo@gmai.example.com', 'jo@mygmai.com'],
  ])('%s gets no suggestion', (email) => {
    expect(suggestEmailDomain(email)).toBeUndefined();
    expect(emailProblem(email)).toBeUndefined();
  });

  it('suggests nothing for text without a domain', () => {
    expect(suggestEmailDomain('jo')).toBeUndefined();
  });
});

describe('phone', () => {
  it.each([
    // New Zealand
    ...['+64 21 123 4567', '+6421234567', '+64-21-123-4567', '021 123 4567', '021 123 456', '027-123-4567'],
    ...['022 1234 5678', '09 123 4567', '03-477 1234', '+64 9 123 4567', '(09) 123 4567', '+64 (9) 123 4567'],
    ...['0800 123 456', '0800 83 83 83'],
    // Australia
    ...['+61 2 9999 9999', '+61 412 345 678', '0412 345 678', '02 9999 9999', '(02) 9999 9999'],
    ...['1300 123 456', '1800 123 456'],
    // United Kingdom
    ...['+44 20 7946 0958', '+44 (0)20 7946 0958', '+44 7700 900123', '07700 900123', '020 7946 0958'],
    ...['(020) 7946 0958', '0117 496 0123'],
    // United States and Canada
    ...['+1 555-123-4567', '+1 (555) 123-4567', '(555) 123-4567', '555-123-4567', '555.123.4567', '5551234567'],
    '1-800-555-0199',
    // Elsewhere
    ...['+33 1 23 45 67 89', '+49 30 123456', '+81 3-1234-5678', '+86 138 0013 8000', '+91 98765 43210'],
    '+27 21 123 4567',
  ])('%s is accepted', (value) => {
    expect(phoneProblem(value)).toBeUndefined();
    expect(firstMessage(ZPhone, value)).toBeUndefined();
  });

  it.each([
    ['123456', 'Phone number is too short'],
    ['021 123', 'Phone number is too short'],
    ['+64 21', 'Phone number is too short'],
    ['call me', 'Phone number is too short'],
    ['+64 21 123 4567 8901 2', 'Phone number is too long'],
    ['+1234567890123456', 'Phone number is too long'],
    ['1234567', INVALID_PHONE],
    ['555-1234', INVALID_PHONE],
    ['64 21 123 4567', INVALID_PHONE],
    ['++64 21 123 4567', INVALID_PHONE],
    ['O21 123 4567', INVALID_PHONE],
    ['021 123 4567 ext 2', INVALID_PHONE],
    ['021--123-4567', INVALID_PHONE],
    ['021/123/4567', INVALID_PHONE],
    ['+64 21 123 4567!', INVALID_PHONE],
    // Brackets that do not pair up used to pass.
    ['(555 123-4567', INVALID_PHONE],
    ['555) 123-4567', INVALID_PHONE],
    ['(021 123 4567', INVALID_PHONE],
    ['(02 9999 9999', INVALID_PHONE],
  ])('%j is refused with %j', (value, message) => {
    expect(phoneProblem(value)).toBe(message);
    expect(firstMessage(ZPhone, value)).toBe(message);
  });

  it('counts digits only: 7 and 15 are the limits', () => {
    expect(phoneProblem('+64 1234')).toBe('Phone number is too short');
    expect(phoneProblem('+64 12345')).toBeUndefined();
    expect(phoneProblem('+64 123 4567 8901 23')).toBeUndefined();
    expect(phoneProblem('+64 123 4567 8901 234')).toBe('Phone number is too long');
  });

  it('is optional: empty and blank mean no phone', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('   ')).toBeUndefined();
    expect(parsed(ZPhone, '')).toBe('');
    expect(parsed(ZPhone.optional(), undefined)).toBeUndefined();
  });

  it('is trimmed on the way in', () => {
    expect(parsed(ZPhone, '  +64 21 123 4567 ')).toBe('+64 21 123 4567');
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    [' 555 123 4567 ', '(555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['1-555-123-4567', '+1 (555) 123-4567'],
    ['+1 555 123 4567', '+1 (555) 123-4567'],
    ['+15551234567', '+1 (555) 123-4567'],
  ])('%j becomes %j', (typed, formatted) => {
    expect(formatPhone(typed)).toBe(formatted);
    expect(phoneProblem(formatted)).toBeUndefined();
  });

  it.each([
    '+64 21 123 4567',
    '+61 2 9999 9999',
    '+44 20 7946 0958',
    '09 123 4567',
    '07700 900123',
    '+5551234567',
    // These used to come out as '(021) 123-4567', '(041) 234-5678', '(080) 083-8383' and '(130) 012-3456'.
    '021 123 4567',
    '0412 345 678',
    '0800 83 83 83',
    '1300 123 456',
    // Letters are never silently dropped.
    '555-123-4567 ext 2',
    'tel 555 123 4567',
    '',
  ])('%j is left as typed', (typed) => {
    expect(formatPhone(typed)).toBe(typed);
  });
});

describe('name', () => {
  it.each([
    ['', 'Name is required'],
    ['    ', 'Name is required'],
    ['J', 'Name must be at least 2 characters'],
    ['  J  ', 'Name must be at least 2 characters'],
    ['Ab'.repeat(50) + 'c', 'Name is too long'],
    ['12345', INVALID_NAME],
    ['42', INVALID_NAME],
    ['!!', INVALID_NAME],
    ['--- ---', INVALID_NAME],
    ['aaaaa', INVALID_NAME],
    // Capitals do not make a run of one letter a name.
    ['Aaaaa', INVALID_NAME],
    ['Jooooohn', INVALID_NAME],
    ['test', INVALID_NAME],
    ['TEST', INVALID_NAME],
    ['Example', INVALID_NAME],
    ['sample', INVALID_NAME],
    ['  Demo ', INVALID_NAME],
  ])('%j is refused with %j, by the function and by the schema', (value, message) => {
    expect(nameProblem(value)).toBe(message);
    expect(firstMessage(ZPersonName, value)).toBe(message);
  });

  it.each([undefined, null])('a missing name (%j) is "Name is required"', (value) => {
    expect(firstMessage(ZPersonName, value)).toBe('Name is required');
  });

  it.each([
    'Jo',
    'Li',
    '李明',
    'Zoë',
    'Aroha Ngata',
    'Tāne Mahuta',
    "Siobhán O'Brien",
    'Mary-Jane Smith',
    'Agent 47',
    'Test Pilot',
    'Anna Sample',
    'Ab'.repeat(50),
  ])('%s is accepted', (value) => {
    expect(nameProblem(value)).toBeUndefined();
    expect(firstMessage(ZPersonName, value)).toBeUndefined();
  });

  it('is trimmed on the way in', () => {
    expect(parsed(ZPersonName, '  Aroha Ngata ')).toBe('Aroha Ngata');
  });
});

describe('generic required fields', () => {
  it.each([
    ['company', 'Company is required'],
    ['first name', 'First name is required'],
    ['Message', 'Message is required'],
  ])('%j: %j', (field, message) => {
    expect(requiredMessage(field)).toBe(message);
  });

  it.each([undefined, null, '', '   '])('a blank company (%j) is "Company is required"', (value) => {
    expect(firstMessage(requiredText('company'), value)).toBe('Company is required');
  });

  it('refuses text over the limit and trims what it keeps', () => {
    expect(firstMessage(requiredText('company', 10), 'A'.repeat(11))).toBe('Company must be 10 characters or fewer');
    expect(parsed(requiredText('company', 10), `  ${'A'.repeat(10)}  `)).toBe('A'.repeat(10));
    expect(firstMessage(requiredText('message'), 'x'.repeat(5001))).toBe('Message must be 5,000 characters or fewer');
    expect(parsed(requiredText('message'), 'x'.repeat(5000))).toHaveLength(5000);
  });
});

describe('text limits name their number (tooLongMessage, optionalText)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [2620, '2,620'],
    [1234567, '1,234,567'],
    [-6435, '-6,435'],
  ])('formatCount(%j) is %j', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('says the field and its limit with a thousands comma', () => {
    expect(tooLongMessage('message', 2000)).toBe('Message must be 2,000 characters or fewer');
    expect(tooLongMessage('company name', 200)).toBe('Company name must be 200 characters or fewer');
  });

  it('an optional text: blank is none, over the limit names it, at the limit is kept', () => {
    expect(parsed(optionalText('company name', 5), '   ')).toBeUndefined();
    expect(parsed(optionalText('company name', 5), undefined)).toBeUndefined();
    expect(parsed(optionalText('company name', 5), ' Kea  ')).toBe('Kea');
    expect(firstMessage(optionalText('company name', 5), 'Kea Ltd')).toBe('Company name must be 5 characters or fewer');
  });
});
