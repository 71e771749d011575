export interface ReconnectingSocketOptions {
  /** Read at every (re)connection, so it can carry the conversation id and the last message id held. */
  url(): string;
  onMessage(data: string): void;
  /**
   * The socket closed or failed, with the close frame's code and reason (1000 and '' when the client replaced it).
   * A reconnection is scheduled unless the caller calls `stop()` here, e.g. after a policy refusal.
   */
  onDown(code: number, reason: string): void;
  /** First reconnection delay; it doubles after each failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const DEFAULT_INITIAL_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 15_000;

/**
 * A WebSocket that comes back by itself while it is wanted: after a drop it waits with exponential back-off and
 * jitter (so a restarted server is not hit by every visitor at the same instant), and it retries at once when the
 * browser comes back online or the tab becomes visible again, as a phone waking from sleep does. Used by the
 * visitors' chat widget and the agents' inbox; served as its own entry so first visits do not download it.
 */
export class ReconnectingSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private running = false;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.initialDelayMs = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
    this.maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.handleOnline);
    document.addEventListener('visibilitychange', this.handleVisibility);
    this.connect();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.handleOnline);
    document.removeEventListener('visibilitychange', this.handleVisibility);
    clearTimeout(this.timer);
    this.drop();
  }

  /** Sends when the socket is open; false otherwise, so the caller keeps what the visitor typed. */
  send(data: string): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(data);
    return true;
  }

  /** The server accepted the connection: the next drop starts the back-off from the beginning again. */
  markHealthy(): void {
    this.failures = 0;
  }

  private connect(): void {
    clearTimeout(this.timer);
    const socket = new WebSocket(this.options.url());
    this.socket = socket;
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (this.socket === socket && typeof event.data === 'string') this.options.onMessage(event.data);
    });
    // 'error' is always followed by 'close'.
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onDown(event.code, event.reason);
      this.scheduleReconnect();
    });
  }

  /** Forgets the current socket before closing it, so its close event schedules nothing. */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    const ceiling = Math.min(this.maxDelayMs, this.initialDelayMs * 2 ** this.failures);
    this.failures += 1;
    // "Equal jitter": between half the ceiling and the ceiling.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  /** Replaces the socket with a new connection now (whose URL is read again). */
  private restart(): void {
    if (!this.running) return;
    const wasUp = this.socket !== null;
    this.drop();
    if (wasUp) this.options.onDown(1000, '');
    this.failures = 0;
    this.connect();
  }

  // After a network change an old socket can look open for minutes while nothing reaches it: start afresh.
  private readonly handleOnline = () => this.restart();

  private readonly handleVisibility = () => {
    if (!this.running || document.visibilityState !== 'visible' || this.socket !== null) return;
    this.failures = 0;
    this.connect();
  };
}
