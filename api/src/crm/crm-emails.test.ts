import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EMAIL_NOT_FAILED_MESSAGE, EMAIL_NOT_FOUND_MESSAGE, ZOutboxEmail, ZOutboxEmailList, type TOutboxEmailListQuery } from '@agency/contracts';
import { startOnOwnDatabase, type AdminTestApp } from '../../test/crm-test-kit';

/** A loopback SMTP server that resolves a promise per recipient when their mail arrives. */
function startSmtp() {
  const arrived = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) arrived.get(rcpt.address)?.();
        callback();
      });
    },
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.server.address() as AddressInfo).port;
    },
    /** Call before the mail can be sent; the promise settles when it arrives. */
    expect(address: string): Promise<void> {
      return new Promise<void>((resolve) => arrived.set(address, resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The E-mails view: counts per status are over the whole outbox, so the suite has a database of its own. */
describe('GET /api/crm/emails and POST /api/crm/emails/:id/retry', () => {
  const smtp = startSmtp();
  let crm: AdminTestApp;
  const ids = { failed: '', sent: '', pending: '', skipped: '', failed2: '' };
  const tag = `mail${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    const port = await smtp.listen();
    // A delivering transport; the worker only runs when woken (its poll is an hour), so the test decides when.
    Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_POLL_MS: '3600000' });
    crm = await startOnOwnDatabase('crm_emails');
    const insert = async (status: string, to: string, subject: string, minutesAgo: number, extra: { attempts?: number; lastError?: string } = {}) => {
      const { rows } = await crm.db.query<{ id: string }>(
        `INSERT INTO outbox_email (kind, to_address, subject, text_body, html_body, status, attempts, last_error, sent_at, next_attempt_at, created_at)
         VALUES ('test.kind', $1, $2, 'secret body', '<p>secret body</p>', $3::text, $4, $5,
                 CASE WHEN $3::text = 'sent' THEN now() END,
                 CASE WHEN $3::text = 'pending' THEN now() + interval '1 day' ELSE now() END,
                 now() - make_interval(mins => $6))
         RETURNING id`,
        [to, subject, status, extra.attempts ?? 0, extra.lastError ?? null, minutesAgo],
      );
      return rows[0]?.id ?? '';
    };
    ids.failed = await insert('failed', `failed-${tag}@example.co.nz`, `Your booking ${tag}`, 5, { attempts: 8, lastError: 'Mailbox unavailable' });
    ids.sent = await insert('sent', `sent-${tag}@example.co.nz`, 'Thanks for getting in touch', 4, { attempts: 1 });
    ids.pending = await insert('pending', `pending-${tag}@example.co.nz`, 'Reminder: your consultation', 3);
    ids.skipped = await insert('skipped', `skipped-${tag}@example.co.nz`, `New lead ${tag}`, 2);
    ids.failed2 = await insert('failed', `other-${tag}@example.co.nz`, 'Project update', 1, { attempts: 8, lastError: 'Connection refused' });
  });
  afterAll(async () => {
    await crm.close();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.OUTBOX_POLL_MS;
  });

  const list = async (query: TOutboxEmailListQuery = {}) => {
    const response = await crm.admin.get('/api/crm/emails').query(query);
    expect(response.status).toBe(200);
    return ZOutboxEmailList.parse(response.body);
  };
  const retry = (id: string) => crm.admin.post(`/api/crm/emails/${id}/retry`).set('origin', crm.server.url);
  const rowOf = async (id: string) =>
    (await crm.db.query('SELECT status, attempts, last_error, sent_at FROM outbox_email WHERE id = $1', [id])).rows[0];

  it('lists the outbox newest first with counts per status over all of it, never a body', async () => {
    const all = await list();
    expect(all.items.map((mail) => mail.id)).toEqual([ids.failed2, ids.skipped, ids.pending, ids.sent, ids.failed]);
    expect(all.counts).toEqual({ pending: 1, sent: 1, failed: 2, skipped: 1 });
    expect(all.total).toBe(5);
    expect(all.items[4]).toEqual({
      id: ids.failed,
      to: `failed-${tag}@example.co.nz`,
      subject: `Your booking ${tag}`,
      kind: 'test.kind',
      status: 'failed',
      attempts: 8,
      lastError: 'Mailbox unavailable',
      createdAt: expect.any(String),
      sentAt: null,
      nextAttemptAt: expect.any(String),
    });
    expect(JSON.stringify(all)).not.toContain('secret body');
  });

  it('filters by status, searches recipient or subject, pages, and keeps the counts whole', async () => {
    const failed = await list({ status: 'failed' });
    expect(failed.items.map((mail) => mail.id)).toEqual([ids.failed2, ids.failed]);
    expect(failed.counts).toEqual({ pending: 1, sent: 1, failed: 2, skipped: 1 });
    expect((await list({ search: `PENDING-${tag}` })).items.map((mail) => mail.id)).toEqual([ids.pending]);
    expect((await list({ search: `New lead ${tag}` })).items.map((mail) => mail.id)).toEqual([ids.skipped]);
    expect((await list({ search: tag, status: 'failed' })).items.map((mail) => mail.id)).toEqual([ids.failed2, ids.failed]);
    const second = await list({ pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((mail) => mail.id)).toEqual([ids.pending, ids.sent]);
    expect((await list({ search: '_' })).total).toBe(0);
  });

  it('refuses bad paging, status and search with 400', async () => {
    for (const query of [{ page: 'x' }, { pageSize: '0' }, { status: 'bounced' }, { search: 'y'.repeat(201) }, { search: 'a\u0000b' }]) {
      const response = await crm.admin.get('/api/crm/emails').query(query);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe(Object.keys(query)[0]);
    }
  });

  it('retries only a failed mail: 409 for the others, 404 for unknown or malformed ids, nothing changed', async () => {
    for (const id of [ids.sent, ids.pending, ids.skipped]) {
      const before = await rowOf(id);
      const response = await retry(id);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: EMAIL_NOT_FAILED_MESSAGE });
      expect(await rowOf(id)).toEqual(before);
    }
    for (const id of [randomUUID(), 'nope', '1 OR 1=1']) {
      const response = await retry(encodeURIComponent(id));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(EMAIL_NOT_FOUND_MESSAGE);
    }
  });

  it('puts a failed mail back to pending with its attempts reset, and the woken worker sends it', async () => {
    const delivered = smtp.expect(`failed-${tag}@example.co.nz`);
    const response = await retry(ids.failed);
    expect(response.status).toBe(200);
    // The last error stays until the next attempt replaces or clears it.
    expect(ZOutboxEmail.parse(response.body)).toMatchObject({ id: ids.failed, status: 'pending', attempts: 0, lastError: 'Mailbox unavailable' });
    await delivered;
    // The worker records the delivery right after the server accepted the mail: wait for that write.
    for (;;) {
      const row = await rowOf(ids.failed);
      if (row.status === 'sent') {
        expect(row).toMatchObject({ attempts: 1, last_error: null });
        break;
      }
    }
    expect((await list({ status: 'sent' })).items.map((mail) => mail.id)).toContain(ids.failed);
    // Once sent it is no longer failed: a second retry is refused.
    expect((await retry(ids.failed)).status).toBe(409);
  });
});
