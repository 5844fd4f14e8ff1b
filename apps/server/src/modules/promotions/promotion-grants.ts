import type { PromotionActionResponse, PromotionWagering } from '@gaming/contracts/promotions';
import { promotionLimits } from '@gaming/contracts/promotions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { MemberRow } from '../members/members-repository.js';
import type { AutomaticCandidates } from './promotion-candidates.js';
import type { EligibilityRules, Evaluation } from './promotion-eligibility.js';
import type { PromotionBonusPort } from './promotion-ports.js';
import { wageringTerms } from './promotion-rules.js';
import { textIn } from './promotion-views.js';
import type {
  ParticipationRow,
  PromotionRow,
  PromotionsRepository,
  SlotRefusal,
} from './promotions-repository.js';

const dayMs = 86_400_000;
/** A grant owed this long is taken as its writer's crash (grants take milliseconds). */
const stuckAfterMs = 60_000;
/** Rows each job run handles at most per promotion (the next run takes the rest). */
const jobBatch = 200;
const jobPromotions = 50;

/** A unique-constraint violation (PostgreSQL 23505), with the constraint's name. */
export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return (error as { code?: string }).code === '23505';
}

export function refusalError(refusal: SlotRefusal): AppError {
  if (refusal === 'slots_exhausted') return new AppError('promotion_slots_exhausted');
  if (refusal === 'budget_exhausted') return new AppError('promotion_budget_exhausted');
  return new AppError('promotion_not_live');
}

/**
 * Taking a promotion (issue 16; docs/promotions.md): one transaction records the participation (status
 * granting, with its amount) and takes a slot and the amount of the budget with one conditional update of
 * the promotion row; then the bonus is granted with the grant key promotion:<id>:<member> (built here, never
 * from a client value) and the participation marked granted. A concurrent replay finds the participation
 * and finishes the same grant (the key pays once); a crash between is finished by the job, which also grants
 * automatic and joined promotions every minute and is safe to run twice or to die half-way.
 */
export class PromotionGrants {
  constructor(
    private readonly repository: PromotionsRepository,
    private readonly bonuses: Pick<PromotionBonusPort, 'grant'>,
    private readonly rules: EligibilityRules,
    private readonly candidates: AutomaticCandidates,
    private readonly members: { findById(id: string): Promise<MemberRow | undefined> },
    private readonly db: Kysely<Database>,
    private readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date,
  ) {}

  /** A participation that already took its slot: finish its grant (the same key pays once) and answer it. */
  async finishExisting(row: PromotionRow, participation: ParticipationRow): Promise<PromotionActionResponse> {
    const bonusId = participation.bonus_id ?? (await this.grantFor(row, participation)).bonusId;
    return {
      state: participation.via === 'claim' ? 'claimed' : 'issued',
      bonusId,
      amountMinor: participation.amount_minor,
      replayed: true,
    };
  }

  /**
   * Records the participation and takes a slot and the amount of the budget in one transaction, then
   * grants the bonus. Replays (the member already took it) answer the first grant.
   */
  async take(
    row: PromotionRow,
    memberId: string,
    evaluation: Pick<Evaluation, 'amountMinor' | 'depositBaseMinor'>,
    via: 'claim' | 'automatic' | 'join' | 'application',
    client: RequestClient | null,
  ): Promise<PromotionActionResponse> {
    const now = this.now();
    let participation: ParticipationRow | undefined;
    try {
      participation = await this.db.transaction().execute(async (transaction) => {
        const taken = await this.repository.takeParticipation(transaction, {
          promotionId: row.id,
          memberId,
          amountMinor: evaluation.amountMinor,
          depositBaseMinor: evaluation.depositBaseMinor,
          deviceKey: row.per_device ? (client?.deviceId ?? null) : null,
          ipKey: row.per_ip ? (client?.ip ?? null) : null,
          via,
        });
        if (!taken) return undefined;
        const refusal = await this.repository.takeSlot(transaction, row.id, evaluation.amountMinor, now);
        if (refusal) throw refusalError(refusal);
        return taken;
      });
    } catch (error) {
      if (
        isUniqueViolation(error) &&
        error.constraint !== 'promotion_participations_promotion_id_member_id_key'
      )
        throw new AppError('promotion_device_limit');
      throw error;
    }
    if (!participation) {
      const existing = await this.repository.participation(row.id, memberId);
      if (!existing || existing.status === 'joined') throw new AppError('service_unavailable');
      return this.finishExisting(row, existing);
    }
    const granted = await this.grantFor(row, participation);
    return {
      state: via === 'claim' ? 'claimed' : 'issued',
      bonusId: granted.bonusId,
      amountMinor: participation.amount_minor,
      replayed: false,
    };
  }

  /** Grants the participation's bonus (same key: once) and marks it granted. */
  async grantFor(row: PromotionRow, participation: ParticipationRow) {
    const amountMinor = BigInt(participation.amount_minor as string);
    const depositBaseMinor = BigInt(participation.deposit_base_minor ?? '0');
    const claimable = participation.via !== 'claim';
    const result = await this.bonuses.grant({
      memberId: participation.member_id,
      amountMinor,
      kind: row.kind === 'referral' ? 'referral' : 'promotion',
      sourceId: row.id,
      grantKey: `promotion:${row.id}:${participation.member_id}`,
      title: textIn(row.title, 'EN').slice(0, promotionLimits.titleLength),
      ledgerCode: 'bonus',
      // A reward the member did not take itself waits in the reward centre until it claims it there.
      claimable: claimable
        ? { claimExpiresAt: new Date(this.now().getTime() + row.claim_days * dayMs) }
        : null,
      wagering: wageringTerms(row.wagering as PromotionWagering | null, amountMinor, depositBaseMinor),
    });
    await this.repository.markGranted(participation.id, result.bonusId);
    return result;
  }

  /**
   * Every minute, safe to run twice or to die half-way: finishes grants a crash left (same grant key),
   * grants joined members who now qualify, and grants automatic promotions to members who qualify.
   */
  async runMinute() {
    let finished = 0;
    let granted = 0;
    for (const stuck of await this.repository.stuckGranting(
      new Date(this.now().getTime() - stuckAfterMs),
      jobBatch,
    )) {
      const row = await this.repository.find(stuck.promotion_id);
      if (!row) continue;
      await this.grantFor(row, stuck);
      finished += 1;
    }
    // Referral promotions are paid per invitee by reward campaigns, never by this job.
    const open = await this.repository.openAt(this.now(), jobPromotions, {
      participations: ['automatic', 'join'],
      kind: 'standard',
    });
    for (const row of open) {
      const candidates =
        row.participation === 'join'
          ? (await this.repository.joinedOf(row.id, jobBatch)).map((participation) => ({
              memberId: participation.member_id,
              joinedId: participation.id as string | null,
            }))
          : (await this.candidates.next(row, jobBatch, this.now())).map((memberId) => ({
              memberId,
              joinedId: null,
            }));
      const memo = this.rules.memo();
      for (const { memberId, joinedId } of candidates) {
        const member = await this.members.findById(memberId);
        const evaluation = member?.status === 'active' ? await this.rules.evaluate(row, member, memo) : null;
        if (!evaluation?.eligible) {
          if (joinedId) await this.repository.touchJoined(joinedId);
          continue;
        }
        try {
          await this.take(
            row,
            memberId,
            evaluation,
            row.participation === 'join' ? 'join' : 'automatic',
            null,
          );
          granted += 1;
        } catch (error) {
          // Out of slots or budget, or closed: the rest of this promotion waits for nothing.
          if (error instanceof AppError && error.code.startsWith('promotion_')) break;
          this.log.warn(
            { err: error, promotionId: row.id, memberId },
            'promotion grant failed; retried next run',
          );
        }
      }
    }
    return { finished, granted };
  }
}
