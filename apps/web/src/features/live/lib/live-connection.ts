import {
  type LiveEvent,
  type LiveServerMessage,
  liveCloseCodes,
  liveFinalCloseCodes,
} from '@gaming/contracts/live';

/** The parts of the browser's WebSocket this uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveStatus = 'connecting' | 'live' | 'waiting' | 'stopped';

export type LiveConnectionOptions = {
  url: string;
  token: string;
  onEvent: (event: LiveEvent) => void;
  /** After a reconnect: events may have been missed while away, so the caller refreshes what it shows. */
  onResumed?: () => void;
  /** The server said the session is over (4001/4003); the connection does not come back by itself. */
  onSessionOver?: () => void;
  onStatus?: (status: LiveStatus) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  timing?: Partial<LiveTiming>;
};

export type LiveTiming = {
  /** First reconnect delay; doubles per failed attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The client pings this often; the server answers, which proves the path is alive. */
  pingMs: number;
  /** Nothing heard for this long (no pong, no event): the connection is dead though not closed. */
  silenceMs: number;
};

export const defaultLiveTiming: LiveTiming = {
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  pingMs: 25_000,
  silenceMs: 60_000,
};

const openState = 1;

/**
 * Capped exponential backoff with "equal jitter": half the delay is fixed, half random, so a server
 * restart does not bring every tab back in the same instant, yet no retry comes immediately.
 */
export function reconnectDelay(attempt: number, timing: LiveTiming, random: () => number): number {
  const exponential = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.min(attempt, 16));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

function parseServerMessage(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return typeof value === 'object' && value !== null && typeof value.type === 'string'
      ? (value as LiveServerMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * One live socket for one session token: sends the token first, hands the member's events on, pings to
 * notice a dead path, and reconnects after any loss except the end of the session, with backoff.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private wasLive = false;
  private stopped = false;
  private readonly timing: LiveTiming;

  constructor(private readonly options: LiveConnectionOptions) {
    this.timing = { ...defaultLiveTiming, ...options.timing };
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (logout, another token, the tab's layout going away). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.dropSocket(1000);
    this.setStatus('stopped');
  }

  private setStatus(status: LiveStatus): void {
    this.options.onStatus?.(status);
  }

  private connect(): void {
    if (this.stopped) return;
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(
        this.options.url,
      );
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = Date.now();
      socket.send(JSON.stringify({ type: 'auth', token: this.options.token }));
      this.startPinging(socket);
    };
    socket.onmessage = (event) => this.receive(socket, event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => this.closed(socket, event.code);
  }

  private receive(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    this.lastHeard = Date.now();
    const message = parseServerMessage(data);
    if (!message) return;
    if (message.type === 'ready') {
      this.attempt = 0;
      this.setStatus('live');
      if (this.wasLive) this.options.onResumed?.();
      this.wasLive = true;
      return;
    }
    if (message.type === 'event') this.options.onEvent(message.event);
  }

  private startPinging(socket: SocketLike): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (socket !== this.socket) return;
      if (Date.now() - this.lastHeard > this.timing.silenceMs) {
        // A half-open connection (sleep, network change) never fires close by itself.
        this.dropSocket(4000);
        this.scheduleRetry();
        return;
      }
      if (socket.readyState === openState) socket.send(JSON.stringify({ type: 'ping' }));
    }, this.timing.pingMs);
  }

  private closed(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    clearInterval(this.pingTimer);
    if (this.stopped) return;
    if (liveFinalCloseCodes.includes(code)) {
      this.stopped = true;
      this.setStatus('stopped');
      this.options.onSessionOver?.();
      return;
    }
    // Too many tabs: waiting longer than usual keeps this tab from knocking every second.
    if (code === liveCloseCodes.tooManySockets) this.attempt = Math.max(this.attempt, 16);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    const delay = reconnectDelay(this.attempt, this.timing, this.options.random ?? Math.random);
    this.attempt += 1;
    this.setStatus('waiting');
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private dropSocket(code: number): void {
    const socket = this.socket;
    this.socket = null;
    clearInterval(this.pingTimer);
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    try {
      socket.close(code);
    } catch {
      // Closing a socket that is still connecting may throw in some browsers; it is dropped either way.
    }
  }
}
