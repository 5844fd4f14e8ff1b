import {
  type AgentFlags,
  type AgentPeriod,
  type AgentProfileResponse,
  agentIncomeCodes,
  agentTreeDepthLimit,
} from '@gaming/contracts/agents';
import { isAgentType, type MemberType } from '@gaming/contracts/auth';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { RegistrationInput } from '../auth/registration-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StatementQuery, WalletService } from '../wallet/wallet-service.js';
import { type ResolvedAgentPeriod, resolveAgentPeriod } from './agent-period.js';
import { type AgentsRepository, flagsOf } from './agents-repository.js';
import type {
  CashSums,
  PlayRow,
  PlaySums,
  TeamMemberRow,
  TeamReportsRepository,
} from './team-reports-repository.js';

export type PeriodQuery = { period: AgentPeriod; from?: string | undefined; to?: string | undefined };
export type PageQuery = { page: number; pageSize: number };

/** The registration rules an agent's downline goes through (modules/auth RegistrationService). */
export type DownlineRegistrar = {
  registerDownline(
    upline: MemberRow,
    form: Omit<RegistrationInput, 'kind' | 'termsAccepted' | 'ageConfirmed'>,
    client: RequestClient,
  ): Promise<MemberRow>;
};

/** What staff and other modules get back for a team member the agent may not see: nothing to tell apart. */
const notInTeam = () => new AppError('not_found');

const minor = (value: bigint) => value.toString();

function periodOf(period: ResolvedAgentPeriod) {
  return {
    period: period.period,
    from: period.from,
    to: period.to,
    gmtOffsetMinutes: period.gmtOffsetMinutes,
  };
}

function pageInfo(query: PageQuery, total: number) {
  return { page: query.page, pageSize: query.pageSize, total };
}

function playFigures(sums: PlaySums) {
  return {
    rounds: sums.rounds,
    validBetMinor: minor(sums.validBetMinor),
    stakeMinor: minor(sums.stakeMinor),
    winMinor: minor(sums.winMinor),
    // The house's side: what the players staked less what they won back.
    winLossMinor: minor(sums.stakeMinor - sums.winMinor),
  };
}

function cashFigures(sums: CashSums) {
  return {
    deposits: sums.deposits,
    depositsMinor: minor(sums.depositsMinor),
    withdrawals: sums.withdrawals,
    withdrawalsMinor: minor(sums.withdrawalsMinor),
  };
}

function teamMemberOf(row: TeamMemberRow, figures: (CashSums & PlaySums) | undefined) {
  return {
    memberId: row.id,
    account: row.username,
    type: row.type as MemberType,
    depth: row.depth,
    uplineAccount: row.upline_username,
    status: row.status,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    depositsMinor: minor(figures?.depositsMinor ?? 0n),
    validBetMinor: minor(figures?.validBetMinor ?? 0n),
  };
}

function playRowOf(row: PlayRow) {
  return { memberId: row.memberId, account: row.account, depth: row.depth, ...playFigures(row) };
}

/**
 * The agent centre (issue 15): an agent's profile and everything it reads about its team. A team is the
 * agent and every member below it (member_tree); a member outside it answers not_found, the same as a
 * member that does not exist, so an agent learns nothing about other teams.
 */
export class AgentsService {
  constructor(
    private readonly repository: AgentsRepository,
    private readonly reports: TeamReportsRepository,
    private readonly members: MembersService,
    private readonly wallet: WalletService,
    private readonly registrar: DownlineRegistrar,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  // ---------------------------------------------------------------- for other modules (agent-contracts)

  /** Whether `memberId` is in `agentId`'s team below it (depth ≥ 1). */
  async isBelow(agentId: string, memberId: string): Promise<boolean> {
    return (await this.repository.depthBelow(agentId, memberId)) !== undefined;
  }

  /** Whether `memberId` is a direct downline of `agentId`. */
  async isDirectDownline(agentId: string, memberId: string): Promise<boolean> {
    return (await this.repository.depthBelow(agentId, memberId)) === 1;
  }

  /** Issue 16 (promotion audiences): of `memberIds`, those in the team of one of the agents' accounts. */
  inTeamsOf(memberIds: readonly string[], agentAccounts: readonly string[]): Promise<string[]> {
    return this.repository.inTeamsOf(memberIds, agentAccounts);
  }

  /** Issue 16 (valid-bet promotions): members whose play windows in [from, to) reach a valid bet (a page). */
  validBettorsBetween(query: Parameters<TeamReportsRepository['validBettorsBetween']>[0]): Promise<string[]> {
    return this.reports.validBettorsBetween(query);
  }

  /** The agent's contract flags; all off for a member without an agent profile. */
  async flagsOf(memberId: string): Promise<AgentFlags> {
    return flagsOf(await this.repository.findProfile(memberId));
  }

  private period(query: PeriodQuery): ResolvedAgentPeriod {
    return resolveAgentPeriod(query, this.now(), this.settings.get('brand').gmtOffsetMinutes);
  }

  // ---------------------------------------------------------------- profile and overview

  async profile(agent: MemberRow): Promise<AgentProfileResponse> {
    const [node, profile, depth, upline] = await Promise.all([
      this.repository.findNode(agent.id),
      this.repository.findProfile(agent.id),
      this.repository.depthOf(agent.id),
      agent.upline_member_id ? this.members.findById(agent.upline_member_id) : undefined,
    ]);
    const brand = this.settings.get('brand');
    return {
      memberId: agent.id,
      account: agent.username,
      nickname: agent.nickname,
      type: agent.type as MemberType,
      uplineAccount: upline?.username ?? null,
      uplineIsAgent: upline !== undefined && isAgentType(upline.type),
      depth,
      teamSize: Number(node?.team_size ?? 0),
      directCount: Number(node?.direct_count ?? 0),
      canRegisterDownline: depth < agentTreeDepthLimit,
      flags: flagsOf(profile),
      referralCode: agent.referral_code,
      currency: brand.currency,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
    };
  }

  async overview(agent: MemberRow, query: PeriodQuery) {
    const period = this.period(query);
    const [sums, income] = await Promise.all([
      this.reports.overview(agent.id, period),
      this.wallet.creditsByCode(agent.id, agentIncomeCodes, period),
    ]);
    const incomeOf = (code: string) => income.sums.find((sum) => sum.code === code)?.amount ?? 0n;
    const salary = incomeOf('agent_salary');
    const dividend = incomeOf('agent_dividend');
    const play = playFigures(sums);
    return {
      ...periodOf(period),
      teamSize: sums.teamSize,
      newMembers: sums.newMembers,
      activeMembers: sums.activeMembers,
      firstDeposits: sums.firstDeposits,
      firstDepositsMinor: minor(sums.firstDepositsMinor),
      ...cashFigures(sums),
      validBetMinor: play.validBetMinor,
      stakeMinor: play.stakeMinor,
      winMinor: play.winMinor,
      winLossMinor: play.winLossMinor,
      incomeMinor: minor(salary + dividend),
      salaryIncomeMinor: minor(salary),
      dividendIncomeMinor: minor(dividend),
    };
  }

  // ---------------------------------------------------------------- register a downline

  async registerDownline(
    agent: MemberRow,
    form: Omit<RegistrationInput, 'kind' | 'termsAccepted' | 'ageConfirmed'>,
    client: RequestClient,
  ) {
    // Asked before the form is checked, so the agent hears the real reason first (the trigger holds anyway).
    if ((await this.repository.depthOf(agent.id)) >= agentTreeDepthLimit)
      throw new AppError('team_depth_limit');
    const member = await this.registrar.registerDownline(agent, form, client);
    return {
      memberId: member.id,
      account: member.username,
      type: member.type as MemberType,
      registeredAt: member.created_at.toISOString(),
    };
  }

  // ---------------------------------------------------------------- team management

  async teamMembers(
    agent: MemberRow,
    query: PeriodQuery & PageQuery & { username?: string | undefined; directOnly?: boolean | undefined },
  ) {
    const period = this.period(query);
    const { rows, total } = await this.reports.teamMembers(agent.id, {
      username: query.username || undefined,
      directOnly: query.directOnly ?? false,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const figures = await this.reports.figuresOf(
      agent.id,
      rows.map((row) => row.id),
      period,
    );
    return {
      ...periodOf(period),
      members: rows.map((row) => teamMemberOf(row, figures.get(row.id))),
      pageInfo: pageInfo(query, total),
    };
  }

  async teamMember(agent: MemberRow, memberId: string, query: PeriodQuery) {
    const row = await this.reports.teamMember(agent.id, memberId);
    if (!row) throw notInTeam();
    const period = this.period(query);
    const [node, figures] = await Promise.all([
      this.repository.findNode(memberId),
      this.reports.figuresOf(agent.id, [memberId], period),
    ]);
    const own = figures.get(memberId);
    if (!own) throw notInTeam();
    const play = playFigures(own);
    return {
      ...periodOf(period),
      member: {
        ...teamMemberOf(row, own),
        nickname: row.nickname,
        isDirect: row.depth === 1,
        teamSize: Number(node?.team_size ?? 0),
        directCount: Number(node?.direct_count ?? 0),
      },
      figures: {
        ...cashFigures(own),
        validBetMinor: play.validBetMinor,
        stakeMinor: play.stakeMinor,
        winMinor: play.winMinor,
        winLossMinor: play.winLossMinor,
      },
    };
  }

  // ---------------------------------------------------------------- team betting and user loss

  async teamBetting(agent: MemberRow, query: PeriodQuery & PageQuery & { username?: string | undefined }) {
    const period = this.period(query);
    const { rows, totals } = await this.reports.play(agent.id, period, {
      username: query.username || undefined,
      lossOnly: false,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      ...periodOf(period),
      rows: rows.map(playRowOf),
      totals: { members: totals.members, ...playFigures(totals) },
      pageInfo: pageInfo(query, totals.members),
    };
  }

  async userLoss(agent: MemberRow, query: PeriodQuery & PageQuery) {
    const period = this.period(query);
    const offset = (query.page - 1) * query.pageSize;
    const { rows, totals } = await this.reports.play(agent.id, period, {
      lossOnly: true,
      limit: query.pageSize,
      offset,
    });
    return {
      ...periodOf(period),
      rows: rows.map((row, index) => ({ ...playRowOf(row), rank: offset + index + 1 })),
      totals: { members: totals.members, ...playFigures(totals) },
      pageInfo: pageInfo(query, totals.members),
    };
  }

  // ---------------------------------------------------------------- the agent's own money

  /** The agent's account record: the wallet's own, with its order numbers. */
  accountDetails(agent: MemberRow, query: StatementQuery) {
    return this.wallet.statement(agent, query);
  }

  async creditReport(agent: MemberRow, query: PeriodQuery & PageQuery) {
    const period = this.period(query);
    const { rows, total, totals } = await this.reports.credit(agent.id, period, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const creditOf = (sums: (typeof rows)[number] | typeof totals) => ({
      sentMinor: minor(sums.sentMinor),
      sentCount: sums.sentCount,
      receivedMinor: minor(sums.receivedMinor),
      receivedCount: sums.receivedCount,
      netMinor: minor(sums.receivedMinor - sums.sentMinor),
    });
    return {
      ...periodOf(period),
      rows: rows.map((row) => ({ memberId: row.memberId, account: row.account, ...creditOf(row) })),
      totals: creditOf(totals),
      pageInfo: pageInfo(query, total),
    };
  }

  async teamTransactions(
    agent: MemberRow,
    query: PeriodQuery &
      PageQuery & { type?: 'deposit' | 'withdrawal' | undefined; username?: string | undefined },
  ) {
    const period = this.period(query);
    const { rows, total, totals } = await this.reports.transactions(agent.id, period, {
      type: query.type,
      username: query.username || undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const references = rows.flatMap((row) =>
      row.referenceType && row.referenceId ? [{ type: row.referenceType, id: row.referenceId }] : [],
    );
    const labels = await this.wallet.recordReferences.labelsOf(references, agent.language);
    return {
      ...periodOf(period),
      transactions: rows.map((row) => ({
        id: row.id,
        memberId: row.memberId,
        account: row.account,
        depth: row.depth,
        type: row.code === 'withdrawal_refund' ? ('withdrawalRefund' as const) : row.code,
        amountMinor: minor(row.amountMinor),
        orderNumber: labels.get(`${row.referenceType}:${row.referenceId}`)?.reference ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      totals: cashFigures(totals),
      pageInfo: pageInfo(query, total),
    };
  }
}
