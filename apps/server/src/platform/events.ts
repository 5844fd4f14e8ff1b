import { EventEmitter } from 'node:events';
import type { ChatRoomEvent, LiveEvent } from '@gaming/contracts/live';

export type MemberEventListener = (event: LiveEvent) => void;
export type RoomEventListener = (event: ChatRoomEvent) => void;

/**
 * Events for one member (balance changed, deposit credited, ...). Publishing never throws and never
 * waits for delivery: a lost live event costs a refresh, never money, because the database is the truth.
 * The in-process bus serves one process; with REDIS_URL a Redis-backed bus fans out across processes.
 */
export interface MemberEventBus {
  publish(memberId: string, event: LiveEvent): void;
  /** Returns the function that unsubscribes. */
  subscribe(memberId: string, listener: MemberEventListener): () => void;
  /**
   * A room's events (the chat room, issue 19): one publish reaches every subscriber of the room on every
   * process, however many members are in it.
   */
  publishRoom(roomCode: string, event: ChatRoomEvent): void;
  subscribeRoom(roomCode: string, listener: RoomEventListener): () => void;
  close(): Promise<void>;
}

/** One process: an EventEmitter keyed by member id. */
export class InProcessEventBus implements MemberEventBus {
  private readonly emitter = new EventEmitter();
  private readonly rooms = new EventEmitter();

  constructor() {
    // One listener per open socket; the WebSocket layer bounds sockets, not the emitter.
    this.emitter.setMaxListeners(0);
    this.rooms.setMaxListeners(0);
  }

  publishRoom(roomCode: string, event: ChatRoomEvent): void {
    this.deliverRoom(roomCode, event);
  }

  deliverRoom(roomCode: string, event: ChatRoomEvent): void {
    for (const listener of this.rooms.listeners(roomCode) as RoomEventListener[]) {
      try {
        listener(event);
      } catch {
        // One broken socket must not stop delivery to the rest of the room.
      }
    }
  }

  subscribeRoom(roomCode: string, listener: RoomEventListener): () => void {
    this.rooms.on(roomCode, listener);
    return () => this.rooms.off(roomCode, listener);
  }

  publish(memberId: string, event: LiveEvent): void {
    this.deliver(memberId, event);
  }

  /** Hands an event to this process's listeners (also used by buses that receive from elsewhere). */
  deliver(memberId: string, event: LiveEvent): void {
    for (const listener of this.emitter.listeners(memberId) as MemberEventListener[]) {
      try {
        listener(event);
      } catch {
        // A broken socket must not stop delivery to the member's other tabs.
      }
    }
  }

  subscribe(memberId: string, listener: MemberEventListener): () => void {
    this.emitter.on(memberId, listener);
    return () => this.emitter.off(memberId, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.rooms.removeAllListeners();
  }
}
