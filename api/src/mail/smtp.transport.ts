import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport';

/** Sends through the SMTP server in SMTP_URL with nodemailer, pooling connections between mails. */
export class SmtpTransport implements MailTransport {
  readonly delivers = true;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      // A hung server must not hold a claimed batch past its lease; the outbox retries later instead.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
