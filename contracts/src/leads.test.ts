import {
  LEAD_SERVICE_INTEREST_MESSAGE,
  LEAD_STATUS_ON_CREATE_MESSAGE,
  LEAD_VALUE_MAX,
  LEAD_VALUE_MESSAGE,
  ZCreateLeadRequest,
  ZLeadListQuery,
  ZUpdateLeadRequest,
} from './leads';
import { SERVICE_INTEREST_OPTIONS } from './lead-options';

const valid = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@kiwi-bakery.co.nz',
  company: 'Kiwi Bakery',
  serviceInterest: 'Business Automation',
  message: 'We would like to automate our online orders.',
};

/** The messages zod reports for a body, keyed by field path. */
function messages(body: unknown): Record<string, string[]> {
  const result = ZCreateLeadRequest.safeParse(body);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe('ZCreateLeadRequest', () => {
  it('accepts the contact form payload and defaults the source to contact_form', () => {
    const lead = ZCreateLeadRequest.parse(valid);
    expect(lead).toEqual({ ...valid, source: 'contact_form' });
  });

  it('lists the six contact-form service options verbatim', () => {
    expect(SERVICE_INTEREST_OPTIONS).toEqual([
      'Website & App Development',
      'AI Content Creation',
      'AI Image Generation',
      'Business Automation',
      'Intelligent Agents',
      'Lead Generation',
    ]);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ])('requires %s with the message "%s"', (field, message) => {
    expect(messages({ ...valid, [field]: undefined })[field]).toEqual([message]);
    expect(messages({ ...valid, [field]: '   ' })[field]).toEqual([message]);
  });

  it('uses the shared email rules', () => {
    expect(messages({ ...valid, email: 'not-an-address' }).email).toEqual(['Please enter a valid email address']);
    expect(messages({ ...valid, email: 'jo@gmai.com' }).email).toEqual(['Did you mean gmail.com?']);
    expect(messages({ ...valid, email: `${'a'.repeat(250)}@x.nz` }).email).toEqual(['Email address is too long']);
  });

  it('trims text and lower-cases the email', () => {
    const lead = ZCreateLeadRequest.parse({ ...valid, firstName: '  Aroha ', email: ' Aroha@Kiwi-Bakery.co.NZ ' });
    expect(lead.firstName).toBe('Aroha');
    expect(lead.email).toBe('aroha@kiwi-bakery.co.nz');
  });

  it('treats an empty company, service interest and phone as not given', () => {
    const lead = ZCreateLeadRequest.parse({ ...valid, company: '', serviceInterest: '', phone: '' });
    expect(lead.company).toBeUndefined();
    expect(lead.serviceInterest).toBeUndefined();
    expect(lead.phone).toBeUndefined();
  });

  it('refuses a service interest that is not one of the options', () => {
    expect(messages({ ...valid, serviceInterest: 'Crypto mining' }).serviceInterest).toEqual([
      LEAD_SERVICE_INTEREST_MESSAGE,
    ]);
  });

  it("accepts the onboarding wizard's lead with its comma-joined services and phone", () => {
    const lead = ZCreateLeadRequest.parse({
      ...valid,
      phone: '+64 21 123 4567',
      serviceInterest: 'Content Creation, Digital Marketing',
      source: 'onboarding_wizard',
      status: 'new',
    });
    expect(lead).toMatchObject({ source: 'onboarding_wizard', status: 'new', phone: '+64 21 123 4567' });
  });

  it('uses the shared phone rules', () => {
    expect(messages({ ...valid, phone: '12345' }).phone).toEqual(['Phone number is too short']);
    expect(messages({ ...valid, phone: 'call me maybe' }).phone).toEqual(['Phone number is too short']);
    expect(messages({ ...valid, phone: '1234 5678 9012 3456' }).phone).toEqual(['Phone number is too long']);
  });

  it('only lets a lead start as new, from a browser source', () => {
    expect(messages({ ...valid, status: 'hot' }).status).toEqual([LEAD_STATUS_ON_CREATE_MESSAGE]);
    expect(messages({ ...valid, source: 'crm' }).source).toEqual(['Unknown lead source']);
  });

  it('caps the length of free text', () => {
    expect(messages({ ...valid, firstName: 'a'.repeat(101) }).firstName).toEqual(['First name must be 100 characters or fewer']);
    expect(messages({ ...valid, message: 'a'.repeat(5001) }).message).toEqual(['Message must be 5,000 characters or fewer']);
    expect(messages({ ...valid, company: 'a'.repeat(201) }).company).toEqual(['Company name must be 200 characters or fewer']);
  });
});

describe('ZLeadListQuery', () => {
  it('defaults to the first page of 20, newest first, and reads numbers from the query string', () => {
    expect(ZLeadListQuery.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
    expect(ZLeadListQuery.parse({ page: '3', pageSize: '50', search: ' bakery ', status: 'won', sort: 'estimatedValue', order: 'asc' })).toEqual({
      page: 3,
      pageSize: 50,
      search: 'bakery',
      // One status or several separated by commas (a saved view's filters): always a list once parsed.
      status: ['won'],
      sort: 'estimatedValue',
      order: 'asc',
    });
    expect(ZLeadListQuery.parse({ status: 'warm,hot', source: 'contact_form', valueMin: '1000', hasBooking: 'true' })).toMatchObject({
      status: ['warm', 'hot'],
      source: ['contact_form'],
      valueMin: 1000,
      hasBooking: true,
    });
  });

  it('refuses unknown statuses and sort columns with messages that list the choices', () => {
    expect(ZLeadListQuery.safeParse({ status: 'converted' }).error?.issues[0]?.message).toBe(
      'Status must be one of: new, cold, warm, hot, won, lost',
    );
    expect(ZLeadListQuery.safeParse({ sort: 'email' }).error?.issues[0]?.message).toBe(
      'Sort by one of: createdAt, name, company, status, estimatedValue',
    );
    expect(ZLeadListQuery.safeParse({ order: 'up' }).error?.issues[0]?.message).toBe("Order must be 'asc' or 'desc'");
  });

  it('refuses page sizes above 100 and pages below 1', () => {
    expect(ZLeadListQuery.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe('Page size must be at most 100');
    expect(ZLeadListQuery.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page must be at least 1');
  });
});

describe('ZUpdateLeadRequest', () => {
  it('takes a status, a value with cents, or null to clear the value', () => {
    expect(ZUpdateLeadRequest.parse({ status: 'hot' })).toEqual({ status: 'hot' });
    expect(ZUpdateLeadRequest.parse({ estimatedValue: 1234.5 })).toEqual({ estimatedValue: 1234.5 });
    expect(ZUpdateLeadRequest.parse({ estimatedValue: null })).toEqual({ estimatedValue: null });
  });

  it('refuses negative, too large and sub-cent values, an empty change and unknown fields', () => {
    const message = (body: unknown) => ZUpdateLeadRequest.safeParse(body).error?.issues[0]?.message;
    expect(message({ estimatedValue: -1 })).toBe(LEAD_VALUE_MESSAGE);
    expect(message({ estimatedValue: LEAD_VALUE_MAX + 1 })).toBe(LEAD_VALUE_MESSAGE);
    expect(message({ estimatedValue: '100' })).toBe(LEAD_VALUE_MESSAGE);
    expect(message({ estimatedValue: 1.005 })).toBe('Value can have at most two decimals');
    expect(message({})).toBe('Give a status or an estimated value');
    expect(ZUpdateLeadRequest.safeParse({ status: 'hot', source: 'crm' }).success).toBe(false);
  });
});
