import { AppError } from '../../platform/errors.js';
import type { MemberRow } from '../members/members-repository.js';
import { type FunInhouseService, isTrialMember } from './fun-service.js';
import type { InhouseService } from './inhouse-service.js';

/**
 * What a trial account gets of each in-house operation that takes the member (issue 14 #9): its seed pair
 * is the real service's (a seed pair holds no money; the fun service guards its rotation), its rounds are
 * the fun service's. An operation not
 * named here is refused to a trial account, so a money operation added to the in-house games later can
 * never reach the ledger for a trial account by default.
 */
const forTrial: Record<string, 'inhouse' | keyof FunInhouseService> = {
  seedPair: 'inhouse',
  rotate: 'rotate',
  play: 'play',
  move: 'move',
  round: 'round',
  liveRound: 'liveRound',
  memberRounds: 'memberRounds',
  verification: 'verification',
};

function isMemberRow(value: unknown): value is MemberRow {
  return typeof value === 'object' && value !== null && 'type' in value && 'username' in value;
}

/**
 * The in-house service as the member routes see it: a real member plays with money (InhouseService), a
 * trial account with fun money (FunInhouseService). Operations that take no member (the games' list, the
 * limits) are the real service's for everyone.
 */
export function inhouseByAccount(inhouse: InhouseService, fun: FunInhouseService): InhouseService {
  return new Proxy(inhouse, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const [first] = args;
        if (!isMemberRow(first) || !isTrialMember(first)) return value.apply(target, args);
        const route = forTrial[property];
        if (route === undefined) throw new AppError('in_need_true_account');
        if (route === 'inhouse') return value.apply(target, args);
        const funOperation = fun[route] as (...given: unknown[]) => unknown;
        return funOperation.apply(fun, args);
      };
    },
  });
}
