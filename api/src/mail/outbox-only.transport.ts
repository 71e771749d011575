import type { MailTransport } from './mail-transport';

/** The default without SMTP_URL: mails stay in the outbox table (status 'skipped') for the CRM to show. */
export class OutboxOnlyTransport implements MailTransport {
  readonly delivers = false;

  async send(): Promise<void> {
    throw new Error('No mail server is configured (set SMTP_URL)');
  }

  async close(): Promise<void> {
    // Nothing to release.
  }
}
