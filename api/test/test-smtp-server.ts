import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP server on loopback that can be told to refuse mail with a temporary error. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  refusing = false;
  private waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (!this.refusing) return callback();
      const error: Error & { responseCode?: number } = new Error('Mailbox busy, try again later');
      error.responseCode = 451;
      return callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable soft line breaks undone, so assertions read the text as written.
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          raw,
        };
        this.received.push(mail);
        this.waiters = this.waiters.filter((waiter) => {
          if (!waiter.match(mail)) return true;
          waiter.resolve(mail);
          return false;
        });
        callback();
      });
    },
  });

  port = 0;

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Resolves when a mail to `address` arrives (or has already arrived). */
  next(address: string): Promise<ReceivedMail> {
    const existing = this.to(address)[0];
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve) => this.waiters.push({ match: (mail) => mail.to.includes(address), resolve }));
  }
}
