import type { Logger } from '@nestjs/common';

/**
 * Work every instance repeats on a timer (re-checking pending domains, the grace-period e-mails). One run at a time:
 * a tick while a run is under way is skipped. A failed run is logged and left to the next tick (the database may be
 * briefly unreachable). stop() waits for a run under way, so a shutdown never cuts one in half; the work itself must be
 * safe on several instances at once (rows claimed with FOR UPDATE SKIP LOCKED, or a once-only marker).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stoppedAt: number | undefined;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /**
   * Every `intervalSeconds` (0 or less: never), the first run one interval after start: a run in a starting
   * instance's first moments would hold a connection in a transaction while the app (or a test) may still be settling.
   */
  start(intervalSeconds: number): void {
    if (intervalSeconds <= 0 || this.timer) return;
    this.timer = setInterval(() => this.tick(), intervalSeconds * 1000);
    this.timer.unref();
  }

  /** Whether stop() was called: a long run checks it between items and ends early. */
  get stopped(): boolean {
    return this.stoppedAt !== undefined;
  }

  async stop(): Promise<void> {
    this.stoppedAt ??= Date.now();
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.error(`${this.name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = undefined;
      });
  }
}
