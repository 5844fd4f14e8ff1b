import type { ServerSlot } from './cluster.js';
import { pause } from './pause.js';

export type Answer = { status: number; body: unknown; text: string; slot: number };

export type RequestOptions = {
  body?: unknown;
  /** A raw body sent as it is (signed callbacks); `headers` then carries its content type. */
  rawBody?: string;
  token?: string;
  /** The visitor address (x-forwarded-for): per-address limits apply to each member on its own. */
  ip: string;
  /** Computed for each attempt, so a signature's timestamp is fresh when a retry goes out. */
  headers?: () => Record<string, string>;
};

/** What the client did, for the summary: requests, retries of the same request, and 5xx answers seen. */
export type ClientTally = { requests: number; retries: number; serverErrors: string[] };

const maximumAttempts = 80;
const requestTimeoutMs = 30_000;
const serverErrorsKept = 50;

/**
 * HTTP to the cluster as a load balancer would spread it: each attempt goes to a random healthy process.
 * A request whose answer was lost (connection refused or reset by a SIGKILL, timeout), a 5xx or a 429 is
 * sent again, the same request with the same idempotency key, to whichever process is up, until a
 * process answers it; the client never gives up on an operation it started before the attempt limit.
 */
export class ClusterClient {
  readonly tally: ClientTally = { requests: 0, retries: 0, serverErrors: [] };
  /** Requests sent to each process and not answered yet, by slot index: where a kill hurts most. */
  readonly inFlight = new Map<number, number>();

  constructor(private readonly slots: ServerSlot[]) {}

  private pickSlot(): ServerSlot {
    const healthy = this.slots.filter((slot) => slot.healthy);
    const pool = healthy.length > 0 ? healthy : this.slots;
    return pool[Math.floor(Math.random() * pool.length)] as ServerSlot;
  }

  /** One attempt at one process: the answer, or undefined when none came back. */
  async once(
    slot: ServerSlot,
    method: string,
    path: string,
    options: RequestOptions,
  ): Promise<Answer | undefined> {
    this.tally.requests += 1;
    const headers: Record<string, string> = {
      'x-forwarded-for': options.ip,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers?.(),
    };
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    this.inFlight.set(slot.index, (this.inFlight.get(slot.index) ?? 0) + 1);
    try {
      const response = await fetch(`${slot.baseUrl}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON (a redirect or a page): kept as text
      }
      return { status: response.status, body: parsed, text, slot: slot.index };
    } catch {
      return undefined;
    } finally {
      this.inFlight.set(slot.index, (this.inFlight.get(slot.index) ?? 1) - 1);
    }
  }

  /** Sends until a process answers with something other than 5xx or 429. */
  async send(method: string, path: string, options: RequestOptions): Promise<Answer> {
    for (let attempt = 1; attempt <= maximumAttempts; attempt += 1) {
      if (attempt > 1) {
        this.tally.retries += 1;
        await pause(Math.min(2_000, 150 * attempt));
      }
      const answer = await this.once(this.pickSlot(), method, path, options);
      if (!answer) continue;
      if (answer.status >= 500 && this.tally.serverErrors.length < serverErrorsKept)
        this.tally.serverErrors.push(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.status >= 500 || answer.status === 429) continue;
      return answer;
    }
    throw new Error(`${method} ${path}: no process answered in ${maximumAttempts} attempts`);
  }
}
