import { describe, expect, it } from 'vitest';
import { chatSendRawMaxLength, parseClientMessage } from './live-protocol.js';

const parse = (value: unknown, isBinary = false) =>
  parseClientMessage(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)), isBinary);

describe('live socket client messages', () => {
  it('reads auth and ping as before', () => {
    expect(parse({ type: 'auth', token: 'abc' })).toEqual({ type: 'auth', token: 'abc' });
    expect(parse({ type: 'ping', extra: 1 })).toEqual({ type: 'ping' });
    expect(parse({ type: 'auth', token: 'x'.repeat(129) })).toBeNull();
    expect(parse({ type: 'auth', token: 5 })).toBeNull();
  });

  it('reads chat join, leave and send', () => {
    expect(parse({ type: 'chatJoin', roomCode: 'lobby' })).toEqual({ type: 'chatJoin', roomCode: 'lobby' });
    expect(parse({ type: 'chatLeave' })).toEqual({ type: 'chatLeave' });
    expect(parse({ type: 'chatSend', text: 'hello <b>all</b>', clientId: 'c-1_A' })).toEqual({
      type: 'chatSend',
      text: 'hello <b>all</b>',
      clientId: 'c-1_A',
    });
  });

  it('refuses a room code that is not a code', () => {
    for (const roomCode of ['', 'Lobby', '../x', 'a'.repeat(33), 7, null]) {
      expect(parse({ type: 'chatJoin', roomCode })).toBeNull();
    }
  });

  it('refuses a send with a bad client id or an over-long text', () => {
    expect(parse({ type: 'chatSend', text: 'hi', clientId: '' })).toBeNull();
    expect(parse({ type: 'chatSend', text: 'hi', clientId: 'a b' })).toBeNull();
    expect(parse({ type: 'chatSend', text: 'hi', clientId: 'x'.repeat(41) })).toBeNull();
    expect(parse({ type: 'chatSend', text: 12, clientId: 'a' })).toBeNull();
    expect(parse({ type: 'chatSend', clientId: 'a' })).toBeNull();
    expect(parse({ type: 'chatSend', text: 'x'.repeat(chatSendRawMaxLength), clientId: 'a' })).not.toBeNull();
    expect(parse({ type: 'chatSend', text: 'x'.repeat(chatSendRawMaxLength + 1), clientId: 'a' })).toBeNull();
  });

  it('refuses binary data, bad JSON, arrays and unknown types', () => {
    expect(parse({ type: 'ping' }, true)).toBeNull();
    expect(parse('{"type":')).toBeNull();
    expect(parse('[{"type":"ping"}]')).toBeNull();
    expect(parse('null')).toBeNull();
    expect(parse({ type: 'chatDelete', messageId: '1' })).toBeNull();
    expect(parse({ type: 'event' })).toBeNull();
  });
});
