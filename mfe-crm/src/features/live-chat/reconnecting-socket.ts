export interface ReconnectingSocketOptions {
  url: string;
  onMessage(data: string): void;
  /** The socket closed or failed (with the close event's code); a reconnection is scheduled unless `stop()` is called. */
  onDown(code: number, reason: string): void;
  /** First reconnection delay; it doubles after each failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const DEFAULT_INITIAL_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 15_000;

/**
 * The agents' socket: after a drop it comes back with exponential back-off and jitter, and at once when the browser
 * is online again or the tab becomes visible. Same policy as the visitors' widget in the shell.
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
    window.addEventListener('online', this.restart);
    document.addEventListener('visibilitychange', this.handleVisibility);
    this.connect();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.restart);
    document.removeEventListener('visibilitychange', this.handleVisibility);
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

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
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (this.socket === socket && typeof event.data === 'string') this.options.onMessage(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
      this.options.onDown(event.code, event.reason);
    });
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    const ceiling = Math.min(this.maxDelayMs, this.initialDelayMs * 2 ** this.failures);
    this.failures += 1;
    // "Equal jitter": between half the ceiling and the ceiling, so agents do not all return at the same instant.
    this.timer = setTimeout(() => this.connect(), ceiling / 2 + Math.random() * (ceiling / 2));
  }

  // After a network change an old socket can look open for minutes while nothing reaches it: start afresh.
  private readonly restart = () => {
    if (!this.running) return;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.failures = 0;
    this.connect();
  };

  private readonly handleVisibility = () => {
    if (!this.running || document.visibilityState !== 'visible' || this.socket !== null) return;
    this.failures = 0;
    this.connect();
  };
}
