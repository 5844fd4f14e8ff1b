import { apiRoutes } from '@gaming/contracts/api-routes';
import type { ChatRoomEvent, ChatStanding, LiveEvent, LiveServerMessage } from '@gaming/contracts/live';
import { liveFinalCloseCodes } from '@gaming/contracts/live';

export type ChatSocketHandlers = {
  onJoined: (standing: ChatStanding) => void;
  onRoomEvent: (event: ChatRoomEvent) => void;
  onStanding: (standing: ChatStanding) => void;
  onSent: (clientId: string, messageId: string) => void;
  onRefused: (clientId: string | null, code: string, retryAfterSeconds: number | undefined) => void;
  onStatus: (status: 'connecting' | 'live' | 'offline') => void;
};

const reconnectMs = 3_000;

/**
 * The chat page's own live socket: signs in with the session token, joins the room, and hands on the
 * room's messages and deletions and the member's standing. Reconnects after a loss unless the session ended.
 */
export class ChatSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly token: string,
    private readonly roomCode: string,
    private readonly handlers: ChatSocketHandlers,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close(1000);
    this.socket = null;
  }

  /** False when the socket is not open (the composer says it is offline). */
  send(text: string, clientId: string): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify({ type: 'chatSend', text, clientId }));
    return true;
  }

  private open(): void {
    this.handlers.onStatus('connecting');
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${window.location.host}${apiRoutes.live.path}`);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: this.token }));
    socket.onmessage = (message) => this.receive(socket, String(message.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handlers.onStatus('offline');
      if (this.stopped || liveFinalCloseCodes.includes(event.code)) return;
      this.timer = setTimeout(() => this.open(), reconnectMs);
    };
  }

  private receive(socket: WebSocket, data: string): void {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'ready':
        socket.send(JSON.stringify({ type: 'chatJoin', roomCode: this.roomCode }));
        return;
      case 'chatJoined':
        this.handlers.onStatus('live');
        this.handlers.onJoined(message.standing);
        return;
      case 'chat':
        this.handlers.onRoomEvent(message.event);
        return;
      case 'chatSent':
        this.handlers.onSent(message.clientId, message.messageId);
        return;
      case 'chatRefused':
        this.handlers.onRefused(message.clientId, message.code, message.retryAfterSeconds);
        return;
      case 'event':
        if (isStanding(message.event)) this.handlers.onStanding(message.event);
        return;
      default:
        return;
    }
  }
}

function isStanding(event: LiveEvent): event is Extract<LiveEvent, { type: 'chatStanding' }> {
  return event.type === 'chatStanding';
}
