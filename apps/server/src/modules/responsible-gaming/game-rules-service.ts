import type { Game } from '@gaming/contracts/catalogue';
import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditService } from '../audit/audit-service.js';
import type { InhouseRoundFacts, InhouseRoundHooks } from '../inhouse/inhouse-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { VendorLaunchRules } from '../vendors/vendor-adapter.js';
import type { WithdrawalsService } from '../withdrawals/withdrawals-service.js';
import type { GameRulesRepository } from './game-rules-repository.js';
import type { LimitsService } from './limits-service.js';
import type { PlayBudgetService } from './play-budget-service.js';

const slotGameCode = 'slot';

export type GameRulesDependencies = {
  repository: GameRulesRepository;
  jurisdiction: () => Jurisdiction;
  limits: LimitsService;
  playBudget: PlayBudgetService;
  withdrawals: WithdrawalsService;
  audit: AuditService;
  db: { transaction(): { execute<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> } };
  now: () => Date;
};

/**
 * Game rules by jurisdiction profile (issue 20, plan section 4): the minimum time between two rounds of an
 * in-house game and the play budget, both in the round's own transaction; the rules a vendor's game is
 * launched with; and whether a member may take back a pending withdrawal.
 */
export class GameRulesService implements InhouseRoundHooks {
  constructor(private readonly deps: GameRulesDependencies) {}

  /** The shortest time between two rounds of the game under the profile (0: no minimum). */
  cycleMsOf(game: string): number {
    const rules = this.deps.jurisdiction().gameRules;
    return game === slotGameCode ? rules.slotMinCycleMs : rules.otherMinCycleMs;
  }

  /** A new in-house round: refused inside its cycle (game_cycle_too_fast), then charged to the budget. */
  async starting(transaction: Transaction<Database>, round: InhouseRoundFacts): Promise<void> {
    await this.startCycle(transaction, round);
    await this.deps.limits.chargePlayBudget(transaction, round.memberId, round.stakeMinor, round.at);
  }

  /** The bet was refused by the ledger: its stake leaves the budget again (the cycle stays started). */
  async discarded(transaction: Transaction<Database>, round: InhouseRoundFacts): Promise<void> {
    await this.deps.playBudget.refund(transaction, round.memberId, round.stakeMinor);
  }

  async won(transaction: Transaction<Database>, round: InhouseRoundFacts & { winMinor: bigint }) {
    await this.deps.limits.creditPlayBudget(transaction, round.memberId, round.winMinor, round.at);
  }

  private async startCycle(transaction: Transaction<Database>, round: InhouseRoundFacts): Promise<void> {
    const cycleMs = this.cycleMsOf(round.game);
    if (cycleMs <= 0) return;
    const cycle = { memberId: round.memberId, game: round.game, at: round.at, cycleMs };
    if (await this.deps.repository.startCycle(transaction, cycle)) return;
    const last = await this.deps.repository.lastStartedAt(transaction, round.memberId, round.game);
    const waitMs = last ? last.getTime() + cycleMs - round.at.getTime() : cycleMs;
    throw new AppError(
      'game_cycle_too_fast',
      undefined,
      undefined,
      Math.max(1, Math.ceil(Math.min(waitMs, cycleMs) / 1000)),
    );
  }

  /** What a vendor's game is launched with: the profile's speed controls and the game's minimum cycle. */
  launchRulesOf(game: Pick<Game, 'gameType'>): VendorLaunchRules {
    const profile = this.deps.jurisdiction();
    const rules = profile.gameRules;
    // RNG is the catalogue's slot category (the reels); live, fish, sports and the rest take the other cycle.
    const isSlot = game.gameType === 'RNG';
    return {
      autoplay: rules.autoplay,
      turbo: rules.turbo,
      slamStop: rules.slamStop,
      minCycleMs: isSlot ? rules.slotMinCycleMs : rules.otherMinCycleMs,
      jurisdiction: profile.profile,
    };
  }

  /**
   * withdrawCancel: where the profile forbids a reversal the attempt is refused (withdrawal_irreversible) and
   * recorded, a harm-marker input; otherwise the pending withdrawal is rejected by the member and its hold
   * voided, with a `cancelled` row in the same transaction.
   */
  async cancelWithdrawal(member: MemberRow, withdrawalId: string, client: RequestClient) {
    const row = await this.deps.withdrawals.own(member, withdrawalId);
    const at = this.deps.now();
    const attempt = { withdrawalId: row.id, memberId: member.id, at };
    if (!this.deps.jurisdiction().gameRules.withdrawalReversal) {
      await this.deps.db.transaction().execute(async (transaction) => {
        // Once per withdrawal and hour: a Cancel pressed in a loop records (and audits) one attempt.
        if (
          !(await this.deps.repository.insertCancelAttempt(transaction, { ...attempt, outcome: 'refused' }))
        )
          return;
        await this.deps.audit.record(
          { type: 'member', id: member.id, name: member.username, ip: client.ip },
          {
            action: 'withdrawal.cancel_refused',
            targetType: 'withdrawal',
            targetId: row.id,
            after: { status: row.status, reason: 'withdrawal_irreversible' },
          },
          transaction,
        );
      });
      throw new AppError('withdrawal_irreversible');
    }
    return this.deps.withdrawals.cancelByMember(member, withdrawalId, client, async (transaction) => {
      await this.deps.repository.insertCancelAttempt(transaction, { ...attempt, outcome: 'cancelled' });
    });
  }
}
