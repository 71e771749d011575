import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { MailAttachment, MailTransport, OutgoingMail } from './mail-transport';

const CALENDAR_TYPE = /^text\/calendar\b/i;

/**
 * A calendar invite goes as nodemailer's `icalEvent`: a text/calendar alternative carrying the METHOD (what Gmail and
 * Outlook read to show Accept/Decline or remove the event) plus the same file as an .ics attachment. Other files are
 * plain attachments.
 */
export function attachmentOptions(attachments: MailAttachment[] = []): Pick<SendMailOptions, 'attachments' | 'icalEvent'> {
  const invite = attachments.find((attachment) => CALENDAR_TYPE.test(attachment.contentType));
  const others = attachments.filter((attachment) => attachment !== invite);
  return {
    attachments: others.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content })),
    icalEvent: invite
      ? { filename: invite.filename, method: /method=([A-Za-z-]+)/i.exec(invite.contentType)?.[1] ?? 'PUBLISH', content: invite.content }
      : undefined,
  };
}

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
      ...attachmentOptions(mail.attachments),
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
