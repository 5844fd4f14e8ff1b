// A lean HTTP/1.1 keep-alive client for load generation: one socket per caller, one request in flight
// on it, the request written as one buffer and the reply read by Content-Length. Node's http client
// costs the load generator about as much CPU per request as the server spends, which on a small machine
// takes cores from the system under test; load generators such as wrk work this way for that reason.
// Only what the benchmarks need: no chunked replies, no redirects, no TLS.
import net from 'node:net';

export type RawReply = { status: number; body: string };

const headerEnd = Buffer.from('\r\n\r\n');
/** A reply larger than this is a fault of the server under test, not something to buffer. */
const maximumReplyBytes = 1024 * 1024;
const timeoutMs = 30_000;

type Pending = { resolve: (reply: RawReply) => void; reject: (error: Error) => void };

export class RawHttpConnection {
  private socket: net.Socket | undefined;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: Pending | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Sends one request (the caller waits for its reply before the next) and reads its reply. */
  request(method: string, path: string, headers: Record<string, string>, body: string): Promise<RawReply> {
    if (this.pending) return Promise.reject(new Error('one request at a time on a connection'));
    const bodyBytes = Buffer.from(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\ncontent-length: ${bodyBytes.length}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    const socket = this.connected();
    return new Promise<RawReply>((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(Buffer.concat([Buffer.from(`${head}\r\n`), bodyBytes]));
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connected(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.setTimeout(timeoutMs);
    // A dropped socket's late events must not touch the socket that replaced it.
    const current = (react: () => void) => () => {
      if (socket === this.socket) react();
    };
    socket.on('data', (chunk: Buffer) => current(() => this.receive(chunk))());
    socket.on(
      'timeout',
      current(() => this.fail(new Error('the reply timed out'))),
    );
    socket.on('error', (error) => current(() => this.fail(error))());
    socket.on(
      'close',
      current(() => this.fail(new Error('the server closed the connection'))),
    );
    this.buffered = Buffer.alloc(0);
    this.socket = socket;
    return socket;
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    this.socket?.destroy();
    this.socket = undefined;
    pending?.reject(error);
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    if (this.buffered.length > maximumReplyBytes) {
      this.fail(new Error('the reply is too large'));
      return;
    }
    const end = this.buffered.indexOf(headerEnd);
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!lengthMatch) {
      this.fail(new Error('a reply without content-length is not supported'));
      return;
    }
    const bodyStart = end + headerEnd.length;
    const bodyEnd = bodyStart + Number(lengthMatch[1]);
    if (this.buffered.length < bodyEnd) return;
    const body = this.buffered.subarray(bodyStart, bodyEnd).toString('utf8');
    const closing = /\r\nconnection:\s*close/i.test(head);
    this.buffered = this.buffered.subarray(bodyEnd);
    const pending = this.pending;
    this.pending = undefined;
    if (closing) this.close();
    pending?.resolve({ status, body });
  }
}
