import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { BEHIND_LOOPBACK_PROXY, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { createOwnDatabase, type OwnDatabase } from '../../test/test-database';
import { TestSmtpServer } from '../../test/test-smtp-server';
import { OutboxService, retryDelaySeconds } from './outbox.service';
import { OutboxWorker } from './outbox-worker.service';

describe('e-mail outbox over SMTP', () => {
  const smtp = new TestSmtpServer();
  const agencyEmail = `agency-${randomUUID().slice(0, 8)}@agency.example.co.nz`;
  let server: TestApp;
  // processDue() claims every due mail of its database: on the shared one it would also send other suites' mails.
  let database: OwnDatabase;
  let db: Client;
  let outbox: OutboxService;

  beforeAll(async () => {
    const port = await smtp.listen();
    Object.assign(process.env, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      AGENCY_EMAIL: agencyEmail,
      MAIL_FROM: 'Kiwi Agency <hello@agency.example.co.nz>',
      // Tests drive the worker themselves with processDue(); no background polling.
      OUTBOX_POLL_MS: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
    });
    database = await createOwnDatabase('outbox');
    server = await startTestApp({ ...BEHIND_LOOPBACK_PROXY, DATABASE_URL: database.url });
    outbox = server.app.get(OutboxService);
    db = new Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    await database.drop();
    await smtp.close();
    for (const key of ['SMTP_URL', 'AGENCY_EMAIL', 'MAIL_FROM', 'OUTBOX_POLL_MS', 'OUTBOX_MAX_ATTEMPTS']) delete process.env[key];
  });

  async function sendLead(email: string, firstName = 'Aroha'): Promise<void> {
    const response = await request(server.url)
      .post('/api/leads')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
      .send({ firstName, lastName: 'Ngata', email, company: 'Kiwi Bakery', message: 'Please call me back.' });
    expect(response.status).toBe(201);
  }

  async function mailsFor(email: string) {
    const result = await db.query(
      'SELECT id, kind, status, attempts, last_error, next_attempt_at, sent_at FROM outbox_email WHERE to_address = $1 OR reply_to = $1 ORDER BY kind',
      [email],
    );
    return result.rows;
  }

  /** Stands in for the back-off passing: makes this lead's pending mails due now. */
  async function makeDue(email: string): Promise<void> {
    await db.query(`UPDATE outbox_email SET next_attempt_at = now() WHERE status = 'pending' AND (to_address = $1 OR reply_to = $1)`, [email]);
  }

  it('delivers the notification to the agency and the confirmation to the visitor', async () => {
    const visitor = uniqueEmail('smtp');
    await sendLead(visitor, 'Wiremu');
    expect((await mailsFor(visitor)).map((mail) => mail.status)).toEqual(['pending', 'pending']);

    await outbox.processDue();

    const confirmation = smtp.to(visitor);
    expect(confirmation.map((mail) => mail.subject)).toEqual(['Thanks for getting in touch']);
    expect(confirmation[0]?.from).toBe('hello@agency.example.co.nz');
    expect(confirmation[0]?.raw).toContain("We'll get back to you within 24 hours.");
    const notification = smtp.to(agencyEmail).filter((mail) => mail.subject === 'New lead: Wiremu Ngata (Kiwi Bakery)');
    expect(notification).toHaveLength(1);
    expect(notification[0]?.raw).toContain(`Reply-To: ${visitor}`);

    const rows = await mailsFor(visitor);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(rows.every((row) => row.sent_at instanceof Date)).toBe(true);
  });

  it('keeps a refused mail, retries it after a back-off and delivers it later', async () => {
    const visitor = uniqueEmail('retry');
    smtp.refusing = true;
    await sendLead(visitor);
    const result = await outbox.processDue();
    expect(result.retrying).toBeGreaterThanOrEqual(2);
    smtp.refusing = false;

    const afterFailure = await mailsFor(visitor);
    for (const row of afterFailure) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(row.last_error).toContain('Mailbox busy');
      // Back-off: not retried before its time.
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    await outbox.processDue();
    expect(smtp.to(visitor)).toHaveLength(0);

    await makeDue(visitor);
    await outbox.processDue();
    expect(smtp.to(visitor).map((mail) => mail.subject)).toEqual(['Thanks for getting in touch']);
    expect((await mailsFor(visitor)).map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
  });

  it('retries while the mail server is down and delivers once it is back', async () => {
    const visitor = uniqueEmail('down');
    const down = new TestSmtpServer();
    const port = await down.listen();
    await down.close();
    // A second app whose SMTP server is not running.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const other = await startTestApp({ ...BEHIND_LOOPBACK_PROXY, DATABASE_URL: database.url });
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      const response = await request(other.url)
        .post('/api/leads')
        .set('content-type', 'application/json')
        .send({ firstName: 'Rangi', lastName: 'Down', email: visitor, message: 'Anyone there?' });
      expect(response.status).toBe(201);
      await other.app.get(OutboxService).processDue();
    } finally {
      await other.close();
    }
    const failed = await mailsFor(visitor);
    expect(failed.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(failed[0].last_error).toMatch(/ECONNREFUSED|connect/i);

    // Any instance picks the mail up: here the one whose server works.
    await makeDue(visitor);
    await outbox.processDue();
    expect(smtp.to(visitor)).toHaveLength(1);
  });

  it("gives up as 'failed' after the last attempt", async () => {
    const visitor = uniqueEmail('giveup');
    smtp.refusing = true;
    try {
      await sendLead(visitor);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await makeDue(visitor);
        await outbox.processDue();
      }
    } finally {
      smtp.refusing = false;
    }
    const rows = await mailsFor(visitor);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    await makeDue(visitor);
    await outbox.processDue();
    expect(smtp.to(visitor)).toHaveLength(0);
  });

  it('sends each mail once when several workers run at the same time', async () => {
    const visitors = [1, 2, 3, 4, 5, 6].map(() => uniqueEmail('race'));
    for (const visitor of visitors) await sendLead(visitor);
    await Promise.all([outbox.processDue(), outbox.processDue(), outbox.processDue()]);
    for (const visitor of visitors) expect(smtp.to(visitor)).toHaveLength(1);
  });

  it('sends a calendar invite as a text/calendar part carrying its METHOD, and as an .ics attachment', async () => {
    const visitor = uniqueEmail('invite');
    const content = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:test-invite@agency.example.co.nz', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    await outbox.enqueue(db, [
      {
        kind: 'test.invite',
        to: visitor,
        subject: 'Your consultation',
        text: 'See the invitation.',
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content }],
      },
    ]);
    await outbox.processDue();
    const [mail] = smtp.to(visitor);
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail?.raw).toMatch(/Content-Type: application\/ics; name=invite\.ics/i);
    const base64Parts = [...(mail?.raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g) ?? [])].map((match) => Buffer.from(match[1] ?? '', 'base64').toString('utf8'));
    expect(base64Parts.some((part) => part.includes('UID:test-invite@agency.example.co.nz'))).toBe(true);
  });

  it('holds a mail until its send-after time', async () => {
    const visitor = uniqueEmail('later');
    await outbox.enqueue(db, [
      { kind: 'test.reminder', to: visitor, subject: 'Tomorrow', text: 'See you tomorrow.', sendAfter: new Date(Date.now() + 3600_000) },
    ]);
    await outbox.processDue();
    expect(smtp.to(visitor)).toHaveLength(0);
    const [held] = (await db.query('SELECT status, attempts, send_after FROM outbox_email WHERE to_address = $1', [visitor])).rows;
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(held.send_after.getTime()).toBeGreaterThan(Date.now() + 3500_000);

    // Even a row made due by hand for a retry waits for its send-after time.
    await db.query('UPDATE outbox_email SET next_attempt_at = now() WHERE to_address = $1', [visitor]);
    await outbox.processDue();
    expect(smtp.to(visitor)).toHaveLength(0);

    await db.query('UPDATE outbox_email SET send_after = now() WHERE to_address = $1', [visitor]);
    await outbox.processDue();
    expect(smtp.to(visitor).map((mail) => mail.subject)).toEqual(['Tomorrow']);
  });

  it('backs off exponentially up to a ceiling', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30, 30)).toBe(6 * 60 * 60);
  });
});

describe('outbox worker running on its own', () => {
  const smtp = new TestSmtpServer();
  let server: TestApp;
  let database: OwnDatabase;

  beforeAll(async () => {
    const port = await smtp.listen();
    Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_POLL_MS: '60000' });
    database = await createOwnDatabase('outbox_worker');
    server = await startTestApp({ ...BEHIND_LOOPBACK_PROXY, DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.OUTBOX_POLL_MS;
  });

  it('sends the confirmation right after the lead is stored, without waiting for the next poll', async () => {
    expect(server.app.get(OutboxWorker)).toBeDefined();
    const visitor = uniqueEmail('worker');
    const response = await request(server.url)
      .post('/api/leads')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', '10.200.1.1')
      .send({ firstName: 'Ana', lastName: 'Tipene', email: visitor, message: 'Quick question.' });
    expect(response.status).toBe(201);
    const mail = await smtp.next(visitor);
    expect(mail.subject).toBe('Thanks for getting in touch');
  });
});
