import { Global, Module } from '@nestjs/common';
import { loadMailConfig, MAIL_CONFIG, type MailConfig } from './mail.config';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { OutboxOnlyTransport } from './outbox-only.transport';
import { OutboxWorker } from './outbox-worker.service';
import { OutboxService } from './outbox.service';
import { SmtpTransport } from './smtp.transport';

/** E-mail for every module: the outbox, its worker and the transport chosen by SMTP_URL. */
@Global()
@Module({
  providers: [
    { provide: MAIL_CONFIG, useFactory: (): MailConfig => loadMailConfig() },
    {
      provide: MAIL_TRANSPORT,
      inject: [MAIL_CONFIG],
      useFactory: (config: MailConfig): MailTransport =>
        config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.from) : new OutboxOnlyTransport(),
    },
    OutboxService,
    OutboxWorker,
  ],
  exports: [MAIL_CONFIG, OutboxService, OutboxWorker],
})
export class MailModule {}
