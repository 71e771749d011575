import { Client } from 'pg';
import request from 'supertest';
import { loadConfig } from '../../config/app-config';
import { bookingBody, fixClock, postBooking, slotAt, startSchedulingApp } from '../../../test/booking-client';
import path from 'node:path';
import { readSources } from '../../database/table-writes';
import { uniqueEmail, type TestApp } from '../../../test/test-app';

const NOW = '2035-03-01T20:00:00Z';

/** The personal links and the calendar invite's URL in a booking's confirmation mail. */
async function confirmationLinks(db: Client, email: string): Promise<string[]> {
  const { rows } = await db.query<{ text_body: string; html_body: string | null; attachments: { content: string }[] }>(
    `SELECT text_body, html_body, attachments FROM outbox_email WHERE to_address = $1 AND kind = 'booking.visitor-confirmation'`,
    [email],
  );
  expect(rows).toHaveLength(1);
  const mail = rows[0];
  if (!mail) return [];
  // The invite's lines are folded at 75 octets (RFC 5545): unfolded, its URL and description read whole.
  const invite = (mail.attachments[0]?.content ?? '').replace(/\r?\n[ \t]/g, '');
  const everything = [mail.text_body, mail.html_body ?? '', invite].join('\n');
  return [...everything.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
}

/** Hosts a visitor can name in a request: none of them may end up in a link the agency sends. */
const FORGED = [
  { name: 'X-Forwarded-Host', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
  { name: 'Host', headers: { host: 'evil.example' } },
];

describe('every link is built on the public origin, never on a host the request names', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  describe('behind a proxy, with PUBLIC_URL', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startSchedulingApp({}, { PUBLIC_URL: 'https://agency.example.co.nz' });
      fixClock(server, NOW);
    });
    afterAll(() => server.close());

    it.each(FORGED.map((forged, index) => ({ ...forged, time: ['10:00', '11:00'][index] ?? '12:00' })))(
      'mails booking links on PUBLIC_URL when the booking comes with a forged $name',
      async ({ headers, time }) => {
        const email = uniqueEmail('origin');
        const slot = await slotAt(server, '2035-03-06', time);
        const response = await postBooking(server, bookingBody(slot.startsAt, { clientEmail: email })).set(headers);
        expect(response.status).toBe(201);
        const links = await confirmationLinks(db, email);
        const bookingLinks = links.filter((link) => link.includes('/book-consultation/'));
        expect(bookingLinks.length).toBeGreaterThanOrEqual(5); // reschedule and cancel in the text and the invite, the invite's URL
        for (const link of links) expect(link).not.toContain('evil.example');
        for (const link of bookingLinks) expect(link).toMatch(/^https:\/\/agency\.example\.co\.nz\/book-consultation\/(cancel|reschedule)\//);
      },
    );

    it('writes robots.txt and sitemap.xml for PUBLIC_URL whatever Host the request names', async () => {
      const robots = await request(server.url).get('/robots.txt').set(FORGED[0]?.headers ?? {});
      expect(robots.text).toContain('Sitemap: https://agency.example.co.nz/sitemap.xml');
      const sitemap = await request(server.url).get('/sitemap.xml').set('host', 'evil.example');
      expect(sitemap.text).toContain('<loc>https://agency.example.co.nz/</loc>');
      expect(sitemap.text).not.toContain('evil.example');
    });
  });

  describe('without PUBLIC_URL (npm start on a laptop)', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startSchedulingApp({}, { TRUST_PROXY: '', PUBLIC_URL: '' });
      fixClock(server, NOW);
    });
    afterAll(() => server.close());

    it('links to http://localhost:PORT, what npm start serves, even when the request names another Host', async () => {
      const email = uniqueEmail('origin');
      const slot = await slotAt(server, '2035-03-07', '10:00');
      const response = await postBooking(server, bookingBody(slot.startsAt, { clientEmail: email })).set('host', 'evil.example');
      expect(response.status).toBe(201);
      const port = new URL(server.url).port;
      const bookingLinks = (await confirmationLinks(db, email)).filter((link) => link.includes('/book-consultation/'));
      expect(bookingLinks.length).toBeGreaterThanOrEqual(5);
      for (const link of bookingLinks) expect(link.startsWith(`http://localhost:${port}/book-consultation/`)).toBe(true);
    });
  });

  it('refuses to start behind a proxy without PUBLIC_URL, and says why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback' })).toThrow(/TRUST_PROXY is set but PUBLIC_URL is not/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://agency.example.co.nz' })).not.toThrow();
  });

  it('keeps the request-derived origin to the CSRF check: no other code reads it', () => {
    const readers = readSources(path.resolve(__dirname, '..', '..'))
      .filter((file) => !file.file.endsWith('.test.ts') && /from '[./]*(common\/http\/)?request-origin'/.test(file.text) && /\bownOrigin\b/.test(file.text))
      .map((file) => file.file);
    expect(readers).toEqual(['common/http/csrf.hook.ts']);
  });
});
