import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ZAppointmentList, type TAppointmentListQuery } from '@agency/contracts';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { insertAppointment, signIn } from '../../test/crm-test-kit';

const BOM = '\ufeff';
const HEADER = 'Client,Email,Phone,Company,Service,Date & Time (NZ),Duration (min),Status,Notes,Created (ISO)';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The CRM's appointment table and its CSV export. The database is shared with other suites, so every test tags its
 * rows (in the client's company) and searches for the tag; far-off dates keep clear of real bookings' slots.
 */
describe('GET /api/scheduling/appointments (paged) and /api/scheduling/appointments/export (CSV)', () => {
  let server: TestApp;
  let db: Client;
  let admin: ReturnType<typeof request.agent>;
  const adminEmail = uniqueEmail('admin');
  const adminPassword = 'admin password for appointment tests';

  beforeAll(async () => {
    process.env.OUTBOX_POLL_MS = '0';
    server = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = await signIn(server.url, adminEmail, adminPassword);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    delete process.env.OUTBOX_POLL_MS;
  });

  const list = async (query: TAppointmentListQuery) => {
    const response = await admin.get('/api/scheduling/appointments').query(query);
    expect(response.status).toBe(200);
    return ZAppointmentList.parse(response.body);
  };
  const download = async (query: Record<string, string>) => {
    const response = await admin.get('/api/scheduling/appointments/export').query(query).buffer(true).parse((res, callback) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => callback(null, text));
    });
    expect(response.status).toBe(200);
    return { response, text: response.body as string };
  };
  /** A start no other suite books: a random day decades away (future) or decades ago (past), on the hour. */
  const farFuture = () => new Date(Date.UTC(2080 + Math.floor(Math.random() * 40), 0, 1) + Math.floor(Math.random() * 300) * DAY);
  const farPast = () => new Date(Date.UTC(1990 + Math.floor(Math.random() * 20), 0, 1) + Math.floor(Math.random() * 300) * DAY);

  it('filters upcoming, past, status and search, and pages with the total', async () => {
    const tag = `appt${randomUUID().slice(0, 8)}`;
    const future = farFuture();
    const soon = await insertAppointment(db, { startsAt: future, companyName: `${tag} Ltd`, clientName: 'Hemi Walker' });
    const later = await insertAppointment(db, { startsAt: new Date(future.getTime() + DAY), companyName: `${tag} Ltd`, clientName: 'Ana Lee' });
    const cancelled = await insertAppointment(db, { startsAt: new Date(future.getTime() + 2 * DAY), companyName: `${tag} Ltd`, status: 'cancelled' });
    const past = await insertAppointment(db, { startsAt: farPast(), companyName: `${tag} Ltd`, status: 'completed', clientName: 'Zed Old' });
    // Under way: started, not ended, so still upcoming.
    const underWay = await insertAppointment(db, { startsAt: new Date(Date.now() - 10 * 60_000), companyName: `${tag} Ltd`, status: 'cancelled' });

    expect((await list({ search: tag })).items.map((item) => item.id)).toEqual([past, underWay, soon, later, cancelled]);
    expect((await list({ search: tag, when: 'upcoming' })).items.map((item) => item.id)).toEqual([underWay, soon, later, cancelled]);
    expect((await list({ search: tag, when: 'past' })).items.map((item) => item.id)).toEqual([past]);
    expect((await list({ search: tag, status: 'cancelled' })).items.map((item) => item.id)).toEqual([underWay, cancelled]);
    expect((await list({ search: tag, when: 'upcoming', status: 'scheduled' })).items.map((item) => item.id)).toEqual([soon, later]);

    const page = await list({ search: tag, pageSize: 2, page: 2 });
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.id)).toEqual([soon, later]);
    expect((await list({ search: tag, pageSize: 2, page: 4 })).items).toEqual([]);

    // The search covers the client's name and e-mail too, case-insensitively.
    const email = (await db.query('SELECT client_email FROM appointment WHERE id = $1', [later])).rows[0].client_email as string;
    expect((await list({ search: email.toUpperCase() })).items.map((item) => item.id)).toEqual([later]);
    expect((await list({ search: `${tag} Ltd`, when: 'all' })).total).toBe(5);
    expect((await list({ search: 'hemi walker' })).items.map((item) => item.id)).toContain(soon);
  });

  it('sorts by date, creation, client name and status either way, ties broken by id', async () => {
    const tag = `sort${randomUUID().slice(0, 8)}`;
    const start = farFuture();
    const created = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    const a = await insertAppointment(db, { startsAt: start, companyName: tag, clientName: 'Mere Tane', createdAt: created(1) });
    const b = await insertAppointment(db, { startsAt: new Date(start.getTime() + HOUR), companyName: tag, clientName: 'Ari Tane', status: 'cancelled', createdAt: created(3) });
    const c = await insertAppointment(db, { startsAt: new Date(start.getTime() + 2 * HOUR), companyName: tag, clientName: 'Mere Tane', createdAt: created(2) });
    const ids = async (sort: string, order: string) => (await list({ search: tag, sort, order } as TAppointmentListQuery)).items.map((item) => item.id);
    const byId = (x: string, y: string) => (x < y ? [x, y] : [y, x]);

    expect(await ids('appointmentDate', 'asc')).toEqual([a, b, c]);
    expect(await ids('appointmentDate', 'desc')).toEqual([c, b, a]);
    expect(await ids('createdAt', 'desc')).toEqual([a, c, b]);
    expect(await ids('clientName', 'asc')).toEqual([b, ...byId(a, c)]);
    expect(await ids('clientName', 'desc')).toEqual([...byId(a, c).reverse(), b]);
    expect(await ids('status', 'asc')).toEqual([b, ...byId(a, c)]);
  });

  it('refuses bad filters, sorting and paging with 400 and a message', async () => {
    for (const query of [{ when: 'soon' }, { status: 'booked' }, { sort: 'notes' }, { order: 'sideways' }, { pageSize: '101' }, { page: '-1' }, { search: 'a\u0000b' }]) {
      for (const path of ['/api/scheduling/appointments', '/api/scheduling/appointments/export']) {
        if (path.endsWith('export') && ('page' in query || 'pageSize' in query)) continue;
        const response = await admin.get(path).query(query);
        expect(response.status).toBe(400);
        expect(response.body.errors[0].path).toBe(Object.keys(query)[0]);
      }
    }
  });

  it('exports a CSV named after the NZ day: quoted commas, quotes and line breaks, formulas neutralised, NZ times', async () => {
    const tag = `csv${randomUUID().slice(0, 8)}`;
    // 2 Dec 2025 10:00 in Auckland (NZDT, UTC+13) is 1 Dec 21:00 UTC; the export is filtered, not a slot, so a past date is fine.
    await insertAppointment(db, {
      startsAt: new Date('2025-12-01T21:00:00Z'),
      clientName: '=HYPERLINK("http://evil")',
      clientEmail: `csv-${tag}@example.co.nz`,
      clientPhone: '+64 21 555 0101',
      companyName: `Smith, Jones & "Co" ${tag}`,
      notes: 'Line one\nLine two <b>bold</b>',
      serviceInterest: 'business_automation',
      status: 'completed',
      createdAt: new Date('2025-11-20T01:02:03.000Z'),
    });
    await insertAppointment(db, {
      startsAt: new Date('2025-07-15T02:30:00Z'),
      clientName: '@Mention Me',
      clientEmail: `csv2-${tag}@example.co.nz`,
      companyName: `-minus ${tag}`,
      notes: '+1 call back',
      status: 'cancelled',
      createdAt: new Date('2025-07-01T00:00:00.000Z'),
    });

    const { response, text } = await download({ search: tag });
    // A phone number starting with + is escaped too: a spreadsheet would otherwise read it as a formula.
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="appointments-${today}.csv"`);
    expect(text).toBe(
      `${BOM}${HEADER}\n` +
        // NZST (UTC+12) in July: 02:30 UTC is 14:30 on Tuesday 15 July.
        `'@Mention Me,csv2-${tag}@example.co.nz,,'-minus ${tag},Website & App Development,"Tue 15 Jul 2025, 2:30 pm NZST",30,cancelled,'+1 call back,2025-07-01T00:00:00.000Z\n` +
        `"'=HYPERLINK(""http://evil"")",csv-${tag}@example.co.nz,'+64 21 555 0101,"Smith, Jones & ""Co"" ${tag}",Business Automation,"Tue 2 Dec 2025, 10:00 am NZDT",30,completed,"Line one\nLine two <b>bold</b>",2025-11-20T01:02:03.000Z\n`,
    );
  });

  it('exports every matching row, not one page, in the order asked (many rows sharing a start)', async () => {
    const tag = `bulk${randomUUID().slice(0, 8)}`;
    const count = 1_234;
    // Cancelled rows hold no time, so many can share a start: the keyset batches must break those ties by id.
    await db.query(
      `INSERT INTO appointment (client_name, client_email, company_name, service_interest, starts_at, ends_at, status, token_hash, cancelled_at)
       SELECT 'Client ' || lpad(n::text, 5, '0'), 'bulk' || n || '-${tag}@example.co.nz', '${tag}', 'general_inquiry',
              timestamptz '2091-03-01 00:00Z' + make_interval(hours => n % 3),
              timestamptz '2091-03-01 00:30Z' + make_interval(hours => n % 3), 'cancelled', sha256(('${tag}' || n)::bytea), now()
         FROM generate_series(1, $1) AS n`,
      [count],
    );
    const lines = (await download({ search: tag, sort: 'clientName', order: 'desc' })).text.split('\n');
    expect(lines[0]).toBe(`${BOM}${HEADER}`);
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(count);
    const names = rows.map((line) => line.split(',')[0]);
    expect(names).toEqual(Array.from({ length: count }, (_, index) => `Client ${String(count - index).padStart(5, '0')}`));

    const byDate = (await download({ search: tag })).text.split('\n').slice(1, -1);
    expect(new Set(byDate.map((line) => line.split(',')[1])).size).toBe(count);
    expect((await list({ search: tag })).total).toBe(count);
  });

  it('exports rows created within one millisecond once each (the cursor keeps microseconds)', async () => {
    const tag = `micro${randomUUID().slice(0, 8)}`;
    const count = 700; // more than one export batch of 500
    await db.query(
      `INSERT INTO appointment (client_name, client_email, company_name, service_interest, starts_at, ends_at, status, token_hash,
                                cancelled_at, created_at)
       SELECT 'Client ' || n, 'micro' || n || '-${tag}@example.co.nz', '${tag}', 'general_inquiry', timestamptz '2092-05-01 00:00Z',
              timestamptz '2092-05-01 00:30Z', 'cancelled', sha256(('${tag}' || n)::bytea), now(),
              timestamptz '2026-01-01 00:00:00.000001Z' + make_interval(secs => n / 1000000.0)
         FROM generate_series(1, $1) AS n`,
      [count],
    );
    for (const order of ['asc', 'desc']) {
      const rows = (await download({ search: tag, sort: 'createdAt', order })).text.split('\n').slice(1, -1);
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((line) => line.split(',')[1])).size).toBe(count);
    }
  });
});
