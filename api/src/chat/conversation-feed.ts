import type { TChatMessage } from '@agency/contracts';

/**
 * One conversation's messages on this instance, passed on in id order. Messages reach an instance two ways (its own
 * INSERT's answer, another instance's NOTIFY) that can arrive out of order; ids are dense within a conversation and a
 * committed id implies every smaller one is committed, so a gap is filled from the database at once.
 */
export class ConversationFeed {
  /** The first id this feed passes on in order; anything below it was never passed on here. */
  private start: number | undefined;
  private next = 0;
  private readonly waiting = new Map<number, TChatMessage>();
  private filling = false;
  lastActivity = Date.now();

  constructor(
    private readonly emit: (message: TChatMessage) => void,
    private readonly fill: (from: number, to: number) => Promise<TChatMessage[]>,
  ) {}

  get started(): boolean {
    return this.start !== undefined;
  }

  /** The next id expected (for catching up after the fan-out connection dropped). */
  get nextId(): number {
    return this.next;
  }

  /** Begins at `nextId` (a joining visitor's history ends just before it). No-op once started. */
  begin(nextId: number): void {
    if (this.start !== undefined) return;
    this.start = nextId;
    this.next = nextId;
    for (const id of [...this.waiting.keys()]) if (id < nextId) this.waiting.delete(id);
    this.drain();
  }

  push(message: TChatMessage): void {
    this.lastActivity = Date.now();
    if (this.start === undefined) this.begin(message.id);
    const start = this.start ?? message.id;
    if (message.id < start) {
      // Committed before this feed began and never passed on here: late, but not lost.
      this.emit(message);
      return;
    }
    if (message.id < this.next) return;
    this.waiting.set(message.id, message);
    this.drain();
    if (this.waiting.size > 0) void this.fillGap();
  }

  private drain(): void {
    for (let message = this.waiting.get(this.next); message; message = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.next += 1;
      this.emit(message);
    }
  }

  private async fillGap(): Promise<void> {
    if (this.filling) return;
    this.filling = true;
    try {
      while (this.waiting.size > 0) {
        const upTo = Math.min(...this.waiting.keys()) - 1;
        const missing = await this.fill(this.next, upTo).catch((): TChatMessage[] => []);
        for (const message of missing) if (message.id >= this.next && !this.waiting.has(message.id)) this.waiting.set(message.id, message);
        const before = this.next;
        this.drain();
        // Nothing could be read (database unreachable): move on rather than hold every later message back.
        if (this.next === before && this.waiting.size > 0) {
          this.next = Math.min(...this.waiting.keys());
          this.drain();
        }
      }
    } finally {
      this.filling = false;
    }
  }
}
