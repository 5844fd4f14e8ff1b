import type { ChatRoomEvent, LiveServerMessage } from '@gaming/contracts/live';
import type { LiveClient } from '../../testing/live-kit.js';

/** Test helpers of the chat room over the live socket. */
export async function joinChat(client: LiveClient, roomCode = 'lobby') {
  client.send({ type: 'chatJoin', roomCode });
  const joined = await client.next((message) => message.type === 'chatJoined');
  return joined as Extract<LiveServerMessage, { type: 'chatJoined' }>;
}

let clientCounter = 0;

/** Sends a text and waits for its answer: chatSent or chatRefused. */
export async function sendChat(
  client: LiveClient,
  text: string,
  clientId = `c${Date.now()}-${++clientCounter}`,
) {
  client.send({ type: 'chatSend', text, clientId });
  return (await client.next(
    (message) =>
      (message.type === 'chatSent' || message.type === 'chatRefused') && message.clientId === clientId,
  )) as Extract<LiveServerMessage, { type: 'chatSent' | 'chatRefused' }>;
}

export function chatEvents(client: LiveClient): ChatRoomEvent[] {
  return client.messages.flatMap((message) => (message.type === 'chat' ? [message.event] : []));
}

export function isChatMessage(text: string) {
  return (message: LiveServerMessage) =>
    message.type === 'chat' && message.event.type === 'chatMessage' && message.event.message.text === text;
}

export function isChatDeleted(messageId: string) {
  return (message: LiveServerMessage) =>
    message.type === 'chat' &&
    message.event.type === 'chatDeleted' &&
    message.event.messageIds.includes(messageId);
}
