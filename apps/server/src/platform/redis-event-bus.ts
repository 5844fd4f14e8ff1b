import type { ChatRoomEvent, LiveEvent } from '@gaming/contracts/live';
import { Redis, type RedisOptions } from 'ioredis';
import {
  InProcessEventBus,
  type MemberEventBus,
  type MemberEventListener,
  type RoomEventListener,
} from './events.js';

/** What the bus logs with (pino's shape); the Redis URL may hold a password, so it is never logged. */
export type EventBusLogger = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

export type RedisEventBusOptions = {
  /** Every channel name starts with it, so several sites (or test runs) can share one Redis. */
  channelPrefix?: string;
  logger: EventBusLogger;
};

// Every LiveEvent type (contracts/live.ts): an event of another type is dropped as malformed. A record
// over the union, so a new event type fails to compile here instead of being dropped between processes.
const liveEventTypes: Record<LiveEvent['type'], true> = {
  balance: true,
  cashier: true,
  rewards: true,
  points: true,
  messages: true,
  chatStanding: true,
};
const eventTypes: ReadonlySet<string> = new Set(Object.keys(liveEventTypes));
// Every ChatRoomEvent type (contracts/live.ts), carried on the room channels.
const roomEventTypesRecord: Record<ChatRoomEvent['type'], true> = { chatMessage: true, chatDeleted: true };
const roomEventTypes: ReadonlySet<string> = new Set(Object.keys(roomEventTypesRecord));
// One SUBSCRIBE command names at most this many channels when re-subscribing after a reconnect.
const resubscribeBatch = 500;
// ioredis reconnects with a growing delay up to this, for as long as Redis stays away.
const reconnectCapMs = 5_000;

function isLiveEvent(value: unknown): value is LiveEvent {
  return (
    typeof value === 'object' && value !== null && eventTypes.has(String((value as { type?: unknown }).type))
  );
}

function isRoomEvent(value: unknown): value is ChatRoomEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    roomEventTypes.has(String((value as { type?: unknown }).type))
  );
}

/**
 * Member events across server processes through Redis pub/sub: one publisher and one subscriber
 * connection per process.
 *
 * One channel per member (`<prefix>member:<id>`), not one shared channel: a process SUBSCRIBEs to a
 * member's channel only while that member has a socket open on it, so Redis hands each event only to the
 * processes that can deliver it. With one shared channel every process would receive and parse every
 * event of every member, which grows with processes × total traffic instead of with the member's own.
 *
 * Best-effort by design (DESIGN.md: the database is the truth): publish never throws or waits; while
 * Redis is unreachable, events still reach sockets on this process directly, other processes miss them
 * (their clients catch up on the next refresh), and ioredis keeps reconnecting in the background.
 * Commands are never queued while disconnected, so an outage cannot grow memory.
 */
export class RedisEventBus implements MemberEventBus {
  private readonly local = new InProcessEventBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly roomPrefix: string;
  /** Listeners on this process per member: the channel is subscribed while the count is above zero. */
  private readonly listenerCounts = new Map<string, number>();
  /** Likewise per room. */
  private readonly roomListenerCounts = new Map<string, number>();
  private readonly logger: EventBusLogger;
  private outage = false;
  private closed = false;

  constructor(url: string, options: RedisEventBusOptions) {
    this.prefix = `${options.channelPrefix ?? 'gaming:live:'}member:`;
    this.roomPrefix = `${options.channelPrefix ?? 'gaming:live:'}room:`;
    this.logger = options.logger;
    const connection: RedisOptions = {
      // Fail a command at once while disconnected instead of queuing it without bound.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Channels are re-subscribed from listenerCounts on every (re)connect, below.
      autoResubscribe: false,
      connectTimeout: 5_000,
      retryStrategy: (attempt) => Math.min(200 * attempt, reconnectCapMs),
    };
    this.publisher = new Redis(url, { ...connection, connectionName: 'live-publisher' });
    this.subscriber = new Redis(url, { ...connection, connectionName: 'live-subscriber' });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.noteOutage(error));
      client.on('ready', () => this.noteRecovered());
    }
    this.subscriber.on('ready', () => this.resubscribeAll());
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
  }

  private channelOf(memberId: string): string {
    return `${this.prefix}${memberId}`;
  }

  private get bothReady(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  publish(memberId: string, event: LiveEvent): void {
    if (this.closed) return;
    if (!this.bothReady) {
      // Without the round trip through Redis this process's own sockets would miss the event too.
      this.local.deliver(memberId, event);
    }
    if (this.publisher.status !== 'ready') return;
    this.publisher.publish(this.channelOf(memberId), JSON.stringify(event)).catch((error: Error) => {
      this.noteOutage(error);
    });
  }

  subscribe(memberId: string, listener: MemberEventListener): () => void {
    const unsubscribeLocal = this.local.subscribe(memberId, listener);
    const count = (this.listenerCounts.get(memberId) ?? 0) + 1;
    this.listenerCounts.set(memberId, count);
    if (count === 1 && this.subscriber.status === 'ready') {
      this.subscriber.subscribe(this.channelOf(memberId)).catch((error: Error) => this.noteOutage(error));
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unsubscribeLocal();
      const remaining = (this.listenerCounts.get(memberId) ?? 1) - 1;
      if (remaining > 0) {
        this.listenerCounts.set(memberId, remaining);
        return;
      }
      this.listenerCounts.delete(memberId);
      if (this.subscriber.status === 'ready') {
        this.subscriber.unsubscribe(this.channelOf(memberId)).catch(() => undefined);
      }
    };
  }

  publishRoom(roomCode: string, event: ChatRoomEvent): void {
    if (this.closed) return;
    if (!this.bothReady) this.local.deliverRoom(roomCode, event);
    if (this.publisher.status !== 'ready') return;
    this.publisher.publish(`${this.roomPrefix}${roomCode}`, JSON.stringify(event)).catch((error: Error) => {
      this.noteOutage(error);
    });
  }

  subscribeRoom(roomCode: string, listener: RoomEventListener): () => void {
    const unsubscribeLocal = this.local.subscribeRoom(roomCode, listener);
    const count = (this.roomListenerCounts.get(roomCode) ?? 0) + 1;
    this.roomListenerCounts.set(roomCode, count);
    const channel = `${this.roomPrefix}${roomCode}`;
    if (count === 1 && this.subscriber.status === 'ready') {
      this.subscriber.subscribe(channel).catch((error: Error) => this.noteOutage(error));
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unsubscribeLocal();
      const remaining = (this.roomListenerCounts.get(roomCode) ?? 1) - 1;
      if (remaining > 0) {
        this.roomListenerCounts.set(roomCode, remaining);
        return;
      }
      this.roomListenerCounts.delete(roomCode);
      if (this.subscriber.status === 'ready') this.subscriber.unsubscribe(channel).catch(() => undefined);
    };
  }

  private receive(channel: string, message: string): void {
    if (channel.startsWith(this.roomPrefix)) {
      let roomEvent: unknown;
      try {
        roomEvent = JSON.parse(message);
      } catch {
        return;
      }
      if (isRoomEvent(roomEvent)) this.local.deliverRoom(channel.slice(this.roomPrefix.length), roomEvent);
      return;
    }
    if (!channel.startsWith(this.prefix)) return;
    const memberId = channel.slice(this.prefix.length);
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch {
      return;
    }
    if (isLiveEvent(event)) this.local.deliver(memberId, event);
  }

  private resubscribeAll(): void {
    const channels = [
      ...[...this.listenerCounts.keys()].map((memberId) => this.channelOf(memberId)),
      ...[...this.roomListenerCounts.keys()].map((roomCode) => `${this.roomPrefix}${roomCode}`),
    ];
    for (let start = 0; start < channels.length; start += resubscribeBatch) {
      this.subscriber
        .subscribe(...channels.slice(start, start + resubscribeBatch))
        .catch((error: Error) => this.noteOutage(error));
    }
  }

  /** An outage logs once when it starts and once when it ends, not once per failed command. */
  private noteOutage(error: Error): void {
    if (this.outage || this.closed) return;
    this.outage = true;
    this.logger.warn(
      { err: { message: error.message, code: (error as NodeJS.ErrnoException).code } },
      'live events: Redis unreachable; delivering to this process only until it is back',
    );
  }

  private noteRecovered(): void {
    if (!this.outage || !this.bothReady) return;
    this.outage = false;
    this.logger.info({}, 'live events: Redis reachable again');
  }

  /** Whether both connections are up (for tests and diagnostics). */
  get connected(): boolean {
    return this.bothReady;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.local.close();
    await Promise.all(
      [this.publisher, this.subscriber].map(async (client) => {
        // QUIT lets a publish still in flight go out; a connection that is down is just dropped.
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }),
    );
  }
}
