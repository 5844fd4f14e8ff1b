import { chatClientIdPattern, chatLimits } from '@gaming/contracts/chat';
import type { LiveClientMessage } from '@gaming/contracts/live';

/**
 * The largest chat text the socket reads before the chat service normalises and counts it: room for
 * characters the normalising drops (line breaks, spaces, invisible ones). Longer is a bad message.
 */
export const chatSendRawMaxLength = chatLimits.messageMaxLength * 2;
const roomCodePattern = /^[a-z0-9_-]{1,32}$/;

/**
 * One client message of the live socket (contracts/live.ts), or null for anything else: binary data,
 * not JSON, an unknown type, a field of the wrong type or size. Unknown extra fields are ignored.
 */
export function parseClientMessage(data: Buffer, isBinary: boolean): LiveClientMessage | null {
  if (isBinary) return null;
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ping':
      return { type: 'ping' };
    case 'auth':
      return typeof message.token === 'string' && message.token.length <= 128
        ? { type: 'auth', token: message.token }
        : null;
    case 'chatJoin':
      return typeof message.roomCode === 'string' && roomCodePattern.test(message.roomCode)
        ? { type: 'chatJoin', roomCode: message.roomCode }
        : null;
    case 'chatLeave':
      return { type: 'chatLeave' };
    case 'chatSend':
      return typeof message.text === 'string' &&
        message.text.length <= chatSendRawMaxLength &&
        typeof message.clientId === 'string' &&
        chatClientIdPattern.test(message.clientId)
        ? { type: 'chatSend', text: message.text, clientId: message.clientId }
        : null;
    default:
      return null;
  }
}
