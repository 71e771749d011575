import { BUSINESS_TYPES, domainSearchText, SUGGESTED_SERVICES } from './builder-options';
import { ZBusinessInfo, ZDeploySiteRequest, ZDomainSearchQuery } from './sites';

const valid = {
  businessName: 'Kiwi Cafe',
  businessType: 'Restaurant',
  description: 'Coffee and brunch.',
  phone: '09 123 4567',
  email: 'Hello@KiwiCafe.co.nz',
};

describe('website builder contracts', () => {
  it('lists 11 business types and suggested services for at least six of them', () => {
    expect(BUSINESS_TYPES).toHaveLength(11);
    expect(Object.keys(SUGGESTED_SERVICES).length).toBeGreaterThanOrEqual(6);
  });

  it('accepts step 1 alone, filling the optional fields with empty values', () => {
    expect(ZBusinessInfo.parse(valid)).toEqual({
      ...valid,
      email: 'hello@kiwicafe.co.nz',
      address: '',
      hours: '',
      website: '',
      services: [],
      aboutUs: '',
      targetAudience: '',
      businessHours: '',
      yearEstablished: '',
    });
  });

  it('refuses missing step 1 fields, unknown types, bad phone or email and oversize text, naming each field', () => {
    const result = ZBusinessInfo.safeParse({
      businessName: '',
      businessType: 'Spaceport',
      description: 'x'.repeat(1001),
      phone: 'call me',
      email: 'nope',
      services: Array.from({ length: 21 }, (_, i) => `S${i}`),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'businessName',
      'businessType',
      'description',
      'phone',
      'email',
      'services',
    ]);
  });

  it('reduces search text to lowercase letters and digits, and the server refuses anything but letters, digits, dots and hyphens', () => {
    expect(domainSearchText("Joe's Plumbing & Gas!")).toBe('joesplumbinggas');
    expect(ZDomainSearchQuery.parse({ q: ' KiwiCafe.co.nz ' }).q).toBe('kiwicafe.co.nz');
    expect(ZDomainSearchQuery.safeParse({ q: 'kiwi cafe' }).success).toBe(false);
    expect(ZDomainSearchQuery.safeParse({ q: '<b>' }).success).toBe(false);
    expect(ZDomainSearchQuery.safeParse({ q: '' }).success).toBe(false);
  });

  it('takes a bought domain only under the offered extensions (.nz and .co.nz among them), an existing one under any valid name', () => {
    expect(ZDeploySiteRequest.parse({ domain: { kind: 'purchase', name: 'KiwiCafe.com' } })).toEqual({
      domain: { kind: 'purchase', name: 'kiwicafe.com' },
    });
    expect(ZDeploySiteRequest.safeParse({ domain: { kind: 'purchase', name: 'kiwicafe.co.nz' } }).success).toBe(true);
    expect(ZDeploySiteRequest.safeParse({ domain: { kind: 'purchase', name: 'kiwicafe.co.uk' } }).success).toBe(false);
    expect(ZDeploySiteRequest.safeParse({ domain: { kind: 'existing', name: 'kiwicafe.co.uk' } }).success).toBe(true);
    expect(ZDeploySiteRequest.safeParse({ domain: { kind: 'existing', name: 'kiwi_cafe.nz' } }).success).toBe(false);
    expect(ZDeploySiteRequest.parse({})).toEqual({});
  });
});
