import { apiRoutes } from '@gaming/contracts/api-routes';
import { errorResponseSchema } from '@gaming/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errorBody } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { SessionService } from '../auth/session-service.js';
import type { MembersService } from '../members/members-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { BalanceNotifier } from './balance-notifier.js';
import { defaultLiveLimits, LiveHub, type LiveLimits } from './live-hub.js';

const description = [
  'One WebSocket per tab (RFC 6455). The first message must be `{"type":"auth","token":"<session token>"}`',
  'within 5 s; the server answers `{"type":"ready"}` and then pushes `{"type":"event","event":…}` with the',
  'member\'s own balance changes and cashier notices (contracts/live.ts). `{"type":"ping"}` is answered',
  'with `{"type":"pong"}`. The chat room (issue 19): `{"type":"chatJoin","roomCode":"lobby"}` answers',
  '`chatJoined` with the member\'s standing, then `{"type":"chat","event":…}` per message or deletion;',
  '`{"type":"chatSend","text","clientId"}` answers `chatSent` or `chatRefused` (chat_message_length,',
  'chat_rate_limited, chat_muted, chat_banned). Close codes: 4000 bad message, 4001 unauthorized, 4002 auth timeout, 4003',
  'session ended, 4004 too many sockets, 4005 too slow, 1013 server full. Messages are at most 4 KB.',
  'A plain GET answers 426.',
].join(' ');

export function registerLiveRoutes(app: FastifyInstance, hub: LiveHub): void {
  app.route({
    method: 'GET',
    url: apiRoutes.live.path,
    schema: {
      operationId: 'live',
      summary: 'Live balance and cashier notices over a WebSocket',
      description,
      tags: ['Live'],
      response: { 426: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send(errorBody('bad_request', request.id, 'Open this address as a WebSocket.')),
    wsHandler: (socket) => hub.accept(socket),
  });
}

/**
 * Composition of live updates: the socket hub and route, and the notifier that turns ledger commits
 * into balance events. Timers stop and sockets close with the app.
 */
export function registerLive(
  app: FastifyInstance,
  services: {
    db: Kysely<Database>;
    sessions: SessionService;
    members: MembersService;
    ledger: LedgerService;
    events: MemberEventBus;
    limits?: Partial<LiveLimits>;
  },
) {
  const logger = app.log;
  const hub = new LiveHub(
    { sessions: services.sessions, members: services.members, events: services.events, logger },
    { ...defaultLiveLimits, ...services.limits },
  );
  const notifier = new BalanceNotifier(services.ledger, services.events, logger).attach(services.ledger);
  registerLiveRoutes(app, hub);
  hub.start();
  app.addHook('preClose', async () => {
    hub.stop();
    await notifier.stop();
  });
  return { hub, notifier };
}
