import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import request from 'supertest';
import { ZLeadList } from '@agency/contracts';
import { type Agent, startAdminTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { EXPORT_BATCH_SIZE } from './export/leads-export';

const HEADER = 'First name,Last name,Email,Phone,Company,Service interest,Status,Estimated value,Source,Created,Message';
const BOM = '\ufeff';

describe('GET /api/leads/export (CSV)', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let adminEmail: string;
  let adminPassword: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, db, admin, adminEmail, adminPassword, close } = await startAdminTestApp());
  });
  afterAll(() => close());

  /** The raw body as text: supertest would otherwise leave a text/csv answer unread. */
  async function download(query: Record<string, string>) {
    const response = await admin
      .get('/api/leads/export')
      .query(query)
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => callback(null, text));
      });
    expect(response.status).toBe(200);
    return { response, text: response.body as string };
  }

  it('sends a UTF-8 CSV download named after the day, with a BOM and the header row', async () => {
    const tag = `empty${randomUUID().slice(0, 8)}`;
    const { response, text } = await download({ search: tag });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date())}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text).toBe(`${BOM}${HEADER}\n`);
  });

  it('quotes commas, quotes and line breaks, neutralises formulas, and keeps markup as text', async () => {
    const email = uniqueEmail('tricky');
    await db.query(
      `INSERT INTO lead (first_name, last_name, email, phone, company, service_interest, message, status, source, estimated_value, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'hot', 'contact_form', 1234.5, '2026-01-02T03:04:05.678Z')`,
      [
        '=HYPERLINK("http://evil.example")',
        "O'Brien, Jr",
        email,
        '-1234',
        '+64 Holdings',
        '@SUM(A1:A2)',
        'Line one\nLine "two", with a comma\n<script>alert(1)</script>',
      ],
    );
    const { text } = await download({ search: email });
    expect(text).toBe(
      `${BOM}${HEADER}\n` +
        `"'=HYPERLINK(""http://evil.example"")","O'Brien, Jr",${email},'-1234,'+64 Holdings,'@SUM(A1:A2),hot,1234.50,contact_form,2026-01-02T03:04:05.678Z,` +
        `"Line one\nLine ""two"", with a comma\n<script>alert(1)</script>"\n`,
    );
  });

  it('writes every matching row across batches, in the chosen order, filtered by status', async () => {
    const tag = `bulk${randomUUID().slice(0, 8)}`;
    const count = EXPORT_BATCH_SIZE * 2 + 37;
    await db.query(
      `INSERT INTO lead (first_name, last_name, email, company, message, status, estimated_value, created_at)
       SELECT 'First' || n, 'Last' || lpad(n::text, 5, '0'), 'bulk' || n || '-' || $1 || '@example.co.nz', $1, 'Message ' || n,
              (ARRAY['new', 'cold', 'warm', 'hot', 'won', 'lost'])[1 + n % 6], CASE WHEN n % 4 = 0 THEN NULL ELSE n * 10 END,
              now() - make_interval(secs => n)
       FROM generate_series(1, $2::int) AS n`,
      [tag, count],
    );
    const all = (await download({ search: tag })).text.split('\n');
    // BOM + header, one line per lead, and the newline after the last row.
    expect(all).toHaveLength(count + 2);
    expect(all[0]).toBe(`${BOM}${HEADER}`);
    expect(all.at(-1)).toBe('');
    expect(new Set(all.slice(1, -1).map((line) => line.split(',')[2])).size).toBe(count);
    // Newest first by default: First1 was created last.
    expect(all[1]?.startsWith('First1,Last00001,')).toBe(true);

    const byName = (await download({ search: tag, sort: 'name', order: 'desc' })).text.split('\n').slice(1, -1);
    expect(byName.map((line) => line.split(',')[1])).toEqual(
      Array.from({ length: count }, (_value, index) => `Last${String(count - index).padStart(5, '0')}`),
    );

    const hot = (await download({ search: tag, status: 'hot' })).text.split('\n').slice(1, -1);
    expect(hot).toHaveLength(Array.from({ length: count }, (_v, index) => index + 1).filter((n) => n % 6 === 3).length);
    expect(hot.every((line) => line.split(',')[6] === 'hot')).toBe(true);

    // The export holds exactly what the list's pages hold, in the same order.
    const listed: string[] = [];
    for (let page = 1; listed.length < count; page += 1) {
      const response = await admin.get('/api/leads').query({ search: tag, sort: 'estimatedValue', order: 'asc', pageSize: 100, page });
      listed.push(...ZLeadList.parse(response.body).items.map((lead) => lead.email));
    }
    const exported = (await download({ search: tag, sort: 'estimatedValue', order: 'asc' })).text.split('\n').slice(1, -1);
    expect(exported.map((line) => line.split(',')[2])).toEqual(listed);
  });

  it('gives its database connection back when the download is abandoned', async () => {
    const tag = `abandon${randomUUID().slice(0, 8)}`;
    await db.query(
      `INSERT INTO lead (first_name, last_name, email, company, message)
       SELECT 'First' || n, 'Last' || n, 'abandon' || n || '-' || $1 || '@example.co.nz', $1, repeat('A long message. ', 300)
       FROM generate_series(1, 3000) AS n`,
      [tag],
    );
    const signIn = await request(server.url).post('/api/auth/login').set('content-type', 'application/json').send({ email: adminEmail, password: adminPassword });
    const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
    // More abandoned downloads than the pool has connections (10): a leaked connection would leave none for the next call.
    for (let index = 0; index < 12; index += 1) {
      await new Promise<void>((resolve, reject) => {
        const url = new URL(`/api/leads/export?search=${tag}`, server.url);
        const req = http.get(url, { headers: { cookie } }, (res) => {
          res.once('data', () => {
            res.once('close', () => resolve());
            req.destroy();
          });
        });
        req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
      });
    }
    const after = await admin.get('/api/leads').query({ search: tag, pageSize: 1 });
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(3000);
  });

  it('refuses a bad status or sort with 400 before sending anything', async () => {
    const response = await admin.get('/api/leads/export').query({ status: 'bogus' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.errors).toEqual([{ path: 'status', message: 'Status must be one of: new, cold, warm, hot, won, lost' }]);
    expect((await admin.get('/api/leads/export').query({ sort: 'message' })).status).toBe(400);
  });
});
