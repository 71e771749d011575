import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  SITES_MESSAGES,
  TEMPLATE_CATEGORIES,
  ZDomainSearchResult,
  ZWebsiteTemplate,
  ZWebsiteTemplateCategory,
} from '@agency/contracts';
import { useSitesTestApp } from '../../test/sites-test-kit';

describe('sites: templates and domain search', () => {
  const { kit, template } = useSitesTestApp();

  it('lists the six categories with their template counts and six templates with a colour scheme and a drawn preview', async () => {
    const categories = ZWebsiteTemplateCategory.array().parse((await request(kit.server.url).get('/api/website-template-categories')).body);
    expect(categories.map((category) => category.name)).toEqual(TEMPLATE_CATEGORIES.map((category) => category.name));
    for (const category of categories) {
      expect(category.templateCount).toBe(kit.templates.filter((t) => t.categoryId === category.id).length);
      expect(category.templateCount).toBeGreaterThanOrEqual(1);
    }
    expect(kit.templates).toHaveLength(6);
    expect(new Set(kit.templates.map((t) => t.templateData.colorScheme))).toEqual(
      new Set(['blue', 'yellow', 'warm', 'medical', 'professional', 'elegant']),
    );

    const one = await request(kit.server.url).get(`/api/website-templates/${template().id}`);
    expect(one.status).toBe(200);
    expect(ZWebsiteTemplate.parse(one.body)).toEqual(template());

    const picture = await request(kit.server.url).get(template().previewImage).buffer(true).parse((res, done) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => done(null, body));
    });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(picture.body).toContain(`Preview of the ${template().name} template`);
  });

  it('answers 404 with a message for an unknown template, and for text that is no id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await request(kit.server.url).get(`/api/website-templates/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(SITES_MESSAGES.templateNotFound);
      expect((await request(kit.server.url).get(`/api/website-templates/${id}/preview.svg`)).status).toBe(404);
    }
  });

  it('searches the spec\'s five extensions and .nz and .co.nz at their prices in NZD, the same answer every time, reserved and used names taken', async () => {
    const name = `kiwi${randomUUID().slice(0, 8)}`;
    const first = await request(kit.server.url).get(`/api/domains/search?q=${name}`);
    expect(first.status).toBe(200);
    const results = ZDomainSearchResult.array().parse(first.body);
    expect(results).toEqual([
      { domain: `${name}.com`, extension: '.com', price: 12.99, currency: 'NZD', available: true, availability: 'available' },
      { domain: `${name}.net`, extension: '.net', price: 14.99, currency: 'NZD', available: true, availability: 'available' },
      { domain: `${name}.org`, extension: '.org', price: 9.99, currency: 'NZD', available: true, availability: 'available' },
      { domain: `${name}.biz`, extension: '.biz', price: 9.99, currency: 'NZD', available: true, availability: 'available' },
      { domain: `${name}.info`, extension: '.info', price: 9.99, currency: 'NZD', available: true, availability: 'available' },
      { domain: `${name}.nz`, extension: '.nz', price: 29.99, currency: 'NZD', available: true, availability: 'available' },
      { domain: `${name}.co.nz`, extension: '.co.nz', price: 24.99, currency: 'NZD', available: true, availability: 'available' },
    ]);
    expect((await request(kit.server.url).get(`/api/domains/search?q=${name}.co.nz`)).body).toEqual(first.body);
    expect((await request(kit.server.url).get(`/api/domains/search?q=${name.toUpperCase()}.com`)).body).toEqual(first.body);

    const reserved = ZDomainSearchResult.array().parse((await request(kit.server.url).get('/api/domains/search?q=google')).body);
    expect(reserved.map((r) => [r.domain, r.available])).toEqual([
      ['google.com', false],
      ['google.net', true],
      ['google.org', true],
      ['google.biz', true],
      ['google.info', true],
      ['google.nz', true],
      ['google.co.nz', true],
    ]);
    expect((await request(kit.server.url).get('/api/domains/search?q=reservedname')).body[1]).toMatchObject({ available: false });
  });

  it('reads availability from DNS: a name with name servers is taken, one DNS says does not exist is free, no answer is unknown (never free)', async () => {
    const name = `mitre${randomUUID().slice(0, 8)}`;
    kit.dns.set(`${name}.co.nz`, { ns: ['ns1.registered.example', 'ns2.registered.example'] });
    kit.dns.set(`${name}.nz`, { rcode: 'SERVFAIL' });
    const results = ZDomainSearchResult.array().parse((await request(kit.server.url).get(`/api/domains/search?q=${name}`)).body);
    expect(Object.fromEntries(results.map((r) => [r.domain, [r.availability, r.available]]))).toMatchObject({
      [`${name}.co.nz`]: ['taken', false],
      [`${name}.nz`]: ['unknown', false],
      [`${name}.com`]: ['available', true],
    });
    expect(kit.dns.questions).toContain(`NS ${name}.co.nz`);
  });

  it('refuses search text with anything but letters, digits, dots and hyphens, and blank text', async () => {
    for (const q of ['kiwi cafe', '<b>hi</b>', 'kiwi_cafe', '', '...']) {
      const response = await request(kit.server.url).get('/api/domains/search').query({ q });
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });
});
