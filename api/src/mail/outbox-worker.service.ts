import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MAIL_CONFIG, type MailConfig } from './mail.config';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { OutboxService } from './outbox.service';

/**
 * Runs the outbox on an interval while the app runs, and right after new mail is committed
 * (`wake`), so a visitor's confirmation leaves within a second instead of at the next poll.
 * One run at a time per instance; other instances are kept apart by the row locks.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;

  constructor(
    private readonly outbox: OutboxService,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
  ) {}

  private get enabled(): boolean {
    return this.config.pollMs > 0 && this.transport.delivers && !this.stopped;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => this.wake(), this.config.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a run soon; a run already under way goes round once more instead of overlapping. */
  wake(): void {
    if (!this.enabled) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.wake();
      }
    });
  }

  private async run(): Promise<void> {
    try {
      await this.outbox.processDue();
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      this.logger.error(`Outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.transport.close();
  }
}
