import { createHmac } from 'node:crypto';

/** The business objects whose steps get server-derived ids; each namespace is a space of ids of its own. */
export type ServerIdNamespace =
  | 'adjustment'
  | 'withdrawal'
  | 'deposit'
  | 'vendor-wallet'
  | 'vendor-callback'
  | 'vendor-round'
  | 'round'
  | 'jackpot-seed'
  /** An agent contract's settled window: parts are the contract id and the window start (ISO). */
  | 'agent-contract-window'
  /** A bonus's steps (issue 16): parts are the bonus id and the step (lock|release|excess|forfeit|expire|pay). */
  | 'bonus'
  /** Points earned in a play window (issue 17): parts are the member id, the window start and the payment's sequence. */
  | 'points-earn'
  /** A staff points adjustment, a points award (mission, promotion, ranking): parts are the object id and step. */
  | 'points'
  /** A points-mall redeem or a points conversion (issue 17): parts are the redeem id and the step. */
  | 'points-redeem'
  /** A mission reward claimed (issue 17): parts are the mission id, the member id and the period start. */
  | 'mission'
  /** A ranking board's prize (issue 17): parts are the board id, the period start and the rank. */
  | 'ranking'
  /** A VIP level's benefit paid once (issue 17): parts are the member id, the level and the benefit. */
  | 'vip'
  /** A lottery bet's steps (issue 19): parts are the bet id and the step (stake|win|refund). */
  | 'lottery-bet';

/** The member operations whose idempotency key (the member's request id) names a ledger object. */
export type MemberOperation =
  | 'transfer_upline'
  | 'transfer_downline'
  | 'vendor-transfer'
  | 'vendor-recall'
  | 'inhouse-play'
  | 'points_redeem'
  | 'points_convert'
  | 'mission_claim'
  | 'lottery_bet';

/** Shorter keys are refused: an id keyed with a guessable key is as predictable as an unkeyed one. */
const minimumKeyBytes = 16;
/** Byte 8 after the RFC 4122 variant bits (10): the next bit tells server ids (0) from member ids (1). */
const serverVariantByte = 0x80;
const memberVariantByte = 0xa0;

/**
 * Ledger ids (DESIGN.md §5 "Ids"): HMAC-SHA256 under a key derived from the server's secret key, so
 * nobody without the key can compute the id of a step before the server takes it (an unkeyed hash of
 * "adjustment:<id>:apply" could be claimed in advance by a member's transfer, blocking the step).
 *
 * Two domains that can never meet: ids the server derives from its own objects, and ids of a member's
 * request, scoped to the member and the operation, so a client's idempotency key is never a ledger id
 * as it is. The domain is also written into the UUID itself (version 8, one bit after the variant), so
 * a member id differs from every server id by construction, not only by the odds of a collision.
 *
 * Deterministic: the same step always gets the same id, so a re-run after a crash or a race replays
 * the first transfer instead of moving the money again.
 */
export class LedgerIds {
  private readonly key: Buffer;

  constructor(secretKey: Buffer) {
    if (secretKey.length < minimumKeyBytes) throw new Error('The secret key is too short to key ledger ids.');
    // A key of its own: ids are shown to members, and must say nothing about the key sealing secrets.
    this.key = createHmac('sha256', secretKey).update('ledger-ids/v1').digest();
  }

  /** The id of a step of one of the server's own objects (a withdrawal's hold, an adjustment's apply). */
  server(namespace: ServerIdNamespace, ...parts: readonly string[]): string {
    return this.uuid(serverVariantByte, ['server', namespace, ...parts]);
  }

  /** The id a member's request gets: the same request id from the same member for the same operation. */
  ofMemberRequest(memberId: string, operation: MemberOperation, requestId: string): string {
    return this.uuid(memberVariantByte, ['member', memberId, operation, requestId]);
  }

  private uuid(variantByte: number, parts: readonly string[]): string {
    // JSON keeps the parts apart: ["a:b","c"] and ["a","b:c"] are different inputs.
    const bytes = createHmac('sha256', this.key).update(JSON.stringify(parts)).digest().subarray(0, 16);
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
    bytes[8] = ((bytes[8] ?? 0) & 0x1f) | variantByte;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
