import type { LiveEvent } from '@gaming/contracts/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLiveTiming, LiveConnection, reconnectDelay, type SocketLike } from './live-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server does:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let events: LiveEvent[];
let resumed: number;
let sessionOver: number;

function connection(random = () => 0.5) {
  return new LiveConnection({
    url: 'ws://site/api/live',
    token: 'token-123',
    onEvent: (event) => events.push(event),
    onResumed: () => {
      resumed += 1;
    },
    onSessionOver: () => {
      sessionOver += 1;
    },
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
  });
}

const latest = () => sockets.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  resumed = 0;
  sessionOver = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with half of it random', () => {
    const low = (attempt: number) => reconnectDelay(attempt, defaultLiveTiming, () => 0);
    const high = (attempt: number) => reconnectDelay(attempt, defaultLiveTiming, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(low)).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(high)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('LiveConnection', () => {
  it('sends the token first, then hands on events', () => {
    const live = connection();
    live.start();
    latest().open();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-123' })]);
    latest().receive({ type: 'ready' });
    const event = { type: 'balance', balanceMinor: '100', availableMinor: '100', heldMinor: '0' } as const;
    latest().receive({ type: 'event', event });
    latest().receive({ type: 'pong' });
    expect(events).toEqual([event]);
    live.stop();
    expect(latest().closedWith).toBe(1000);
  });

  it('reconnects with growing delays after losses, and resets them once live again', () => {
    const live = connection();
    live.start();
    latest().serverClose(1006);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().serverClose(1006);
    vi.advanceTimersByTime(1_499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    latest().receive({ type: 'ready' });
    expect(resumed).toBe(0);
    latest().serverClose(1001);
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(4);
    latest().open();
    latest().receive({ type: 'ready' });
    // Back after a loss: the caller refreshes what it shows.
    expect(resumed).toBe(1);
    live.stop();
  });

  it('stops for good when the server ends the session (4001, 4003)', () => {
    for (const code of [4001, 4003]) {
      sockets = [];
      const live = connection();
      live.start();
      latest().open();
      latest().serverClose(code);
      vi.advanceTimersByTime(120_000);
      expect(sockets, String(code)).toHaveLength(1);
    }
    expect(sessionOver).toBe(2);
  });

  it('waits the longest delay after "too many sockets" (4004)', () => {
    const live = connection();
    live.start();
    latest().open();
    latest().serverClose(4004);
    vi.advanceTimersByTime(22_499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    live.stop();
  });

  it('pings, and replaces a connection that has gone silent', () => {
    const live = connection();
    live.start();
    latest().open();
    latest().receive({ type: 'ready' });
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toBe(JSON.stringify({ type: 'ping' }));
    // No pong, no event for more than a minute: the path is dead though no close came.
    vi.advanceTimersByTime(50_000);
    const silent = sockets[0] as FakeSocket;
    expect(silent.closedWith).toBe(4000);
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(2);
    live.stop();
  });

  it('never reconnects after stop, even if the old socket reports its close late', () => {
    const live = connection();
    live.start();
    const first = latest();
    first.open();
    live.stop();
    first.serverClose(1006);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });
});
