import type { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZReturnTo } from './auth';

/** What a form shows under one field: the first issue reported at that path. */
function messageAt(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.error.message}`);
  return result.data;
}

const registration = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha.ngata@agency.co.nz',
  password: 'correct horse battery',
};

describe('ZRegisterRequest', () => {
  it('accepts a complete registration, trimming names and lower-casing the email', () => {
    expect(
      parsed(ZRegisterRequest, {
        ...registration,
        firstName: '  Aroha ',
        lastName: ' Ngata  ',
        email: ' Aroha.Ngata@Agency.CO.NZ ',
      }),
    ).toEqual(registration);
  });

  it('treats the last name as optional', () => {
    const { lastName: _omitted, ...withoutLastName } = registration;
    expect(parsed(ZRegisterRequest, withoutLastName)).toEqual(withoutLastName);
  });

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'A'.repeat(101), 'First name must be 100 characters or fewer'],
    ['lastName', 'N'.repeat(101), 'Last name must be 100 characters or fewer'],
    ['email', undefined, 'Email is required'],
    ['email', '', 'Email is required'],
    ['email', 'aroha.ngata', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@agency.co.nz`, 'Email address is too long'],
    ['email', 'aroha@gmial.com', 'Did you mean gmail.com?'],
    ['password', undefined, 'Password is required'],
    ['password', '', 'Password is required'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['password', 'p'.repeat(201), 'Password must be 200 characters or fewer'],
  ])('%s %j is refused with %j', (field, value, message) => {
    expect(messageAt(ZRegisterRequest, { ...registration, [field]: value }, field)).toBe(message);
  });

  it('accepts passwords of exactly 8 and 200 characters', () => {
    expect(parsed(ZRegisterRequest, { ...registration, password: 'p'.repeat(8) }).password).toBe('p'.repeat(8));
    expect(parsed(ZRegisterRequest, { ...registration, password: 'p'.repeat(200) }).password).toHaveLength(200);
  });
});

describe('ZLoginRequest', () => {
  it('trims and lower-cases the email so sign-in matches the stored address', () => {
    expect(parsed(ZLoginRequest, { email: '  Aroha.Ngata@Agency.co.nz ', password: 'x' })).toEqual({
      email: 'aroha.ngata@agency.co.nz',
      password: 'x',
    });
  });

  it('does not reveal password rules: any non-empty password reaches the credential check', () => {
    expect(parsed(ZLoginRequest, { email: 'jo@example.com', password: 'abc' }).password).toBe('abc');
  });

  it.each([
    ['email', undefined, 'Email is required'],
    ['email', '   ', 'Email is required'],
    ['password', undefined, 'Password is required'],
    ['password', '', 'Password is required'],
  ])('%s %j is refused with %j', (field, value, message) => {
    expect(messageAt(ZLoginRequest, { email: 'jo@example.com', password: 'secret-pass', [field]: value }, field)).toBe(
      message,
    );
  });

  it('refuses oversized input before it reaches the database', () => {
    expect(ZLoginRequest.safeParse({ email: `${'a'.repeat(255)}@x.nz`, password: 'x' }).success).toBe(false);
    expect(ZLoginRequest.safeParse({ email: 'jo@example.com', password: 'p'.repeat(201) }).success).toBe(false);
  });
});

describe('ZReturnTo', () => {
  it.each(['/', '/dashboard', '/crm?tab=leads', '/dashboard/projects/42#files'])(
    'keeps the same-site path %j',
    (path) => {
      expect(ZReturnTo.parse(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example',
    'http://evil.example/dashboard',
    '/\\evil',
    '/\\evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard',
    '',
    `/${'a'.repeat(2000)}`,
  ])('sends %j home instead', (path) => {
    expect(ZReturnTo.parse(path)).toBe('/');
  });

  it.each([undefined, null, 42])('falls back home for a missing or malformed value (%j)', (value) => {
    expect(ZReturnTo.parse(value)).toBe('/');
  });
});


describe('ZReturnTo against browser URL clean-up', () => {
  // Browsers drop tabs and newlines from URLs, which would turn these into protocol-relative links.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\\/evil.example'])('refuses %j', (path) => {
    expect(ZReturnTo.parse(path)).toBe('/');
  });

  it('keeps ordinary paths with a query', () => {
    expect(ZReturnTo.parse('/dashboard?tab=projects')).toBe('/dashboard?tab=projects');
  });
});
