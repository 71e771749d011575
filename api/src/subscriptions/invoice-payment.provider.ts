import { Inject, Injectable } from '@nestjs/common';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import type { PaymentProvider, PaymentRequest, PaymentStart } from './payment-provider';
import { invoiceMail } from './subscription-mails';

/** The working default: the invoice is e-mailed to the client, who pays by bank transfer within 7 days. */
@Injectable()
export class InvoicePaymentProvider implements PaymentProvider {
  readonly name = 'invoice';

  constructor(@Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig) {}

  start(_client: unknown, request: PaymentRequest): Promise<PaymentStart> {
    return Promise.resolve({ mails: [invoiceMail(request, this.mailConfig.agencyEmail)] });
  }
}
