import {
  type AgentContract,
  type AgentContractDetail,
  type AgentContractKind,
  type AgentContractTerms,
  agentContractLimits,
  agentContractTermsSchema,
  type ConsolidatedResponse,
  type ContractHistoryEntry,
  type ContractTerminationPreview,
  type HolderContractResponse,
  type SettlementWindow,
  type SettlementWindowListResponse,
  type WouldTerminateEntry,
} from '@gaming/contracts/agent-contracts';
import { isAgentType } from '@gaming/contracts/auth';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type {
  AgentContractsRepository,
  ContractFilter,
  ContractRow,
  HistoryEntry,
  WindowFilter,
  WindowRow,
} from './agent-contracts-repository.js';
import { termsWithin, withinHouseBounds } from './contract-terms.js';

/** Which contract kinds an agent's flags allow (modules/agents' agent_profiles; spec §3, §6). */
export type AgentFlagsReader = (memberId: string) => Promise<Record<AgentContractKind, boolean>>;

/** Who acts: an agent or member for itself, or a staff member for the house. */
export type ContractActor =
  | { type: 'member'; member: MemberRow }
  | { type: 'staff'; staffId: string; name: string; audit: AuditActor };

/** A contract conflict: the first offer call lists what accepting it would end (409 contract_conflict). */
export class ContractConflictError extends AppError {
  constructor(readonly wouldTerminate: WouldTerminateEntry[]) {
    super('contract_conflict');
  }

  /** The contracts the offer would end, beside the error (ContractConflict). */
  override replyFields() {
    return { wouldTerminate: this.wouldTerminate };
  }
}

/** How deep a termination cascades down the tree: the tree itself is at most 12 levels deep. */
const cascadeDepthLimit = 16;
/** Contracts read per page when every live contract some agents gave is needed (a cascade, a conflict). */
const givenPageSize = 10_000;
/** Pages of those at most: 1,000,000 contracts, far above a tree's members (the bench has 100,000). */
const givenPagesLimit = 100;

function notFound(): AppError {
  return new AppError('not_found', 'No such contract.');
}

function toIso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

function parseTerms(row: ContractRow): AgentContractTerms {
  return agentContractTermsSchema.parse(row.terms);
}

/**
 * Agent contracts (issue 15, spec §3, §4): offers from an agent to a direct downline (terms never above
 * the agent's own active contract of that kind) or from the house to the top of a chain (within the
 * brand's bounds), the holder's answer, terminations, and the history of every change. Someone who is
 * neither party gets 404 for a contract, as for anything outside their team.
 */
export class AgentContractsService {
  constructor(
    private readonly repository: AgentContractsRepository,
    private readonly members: MembersService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly flagsOf: AgentFlagsReader,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ------------------------------------------------------------ the holder's side

  /** The consolidated flags (spec §3): which kinds have an offer waiting for the caller's answer. */
  async consolidated(member: MemberRow): Promise<ConsolidatedResponse> {
    const offers = await this.repository.offersOf(member.id);
    const waiting = (kind: AgentContractKind) => offers.some((offer) => offer.kind === kind);
    return {
      dailysalreqtype: waiting('daily'),
      divtypereq: waiting('dividend'),
      contracthoursalreq: waiting('hourly'),
      realtimesalreqtype: waiting('realtime'),
      pending: offers.map((offer) => ({ id: offer.id, kind: offer.kind })),
    };
  }

  /** The caller's own contract of a kind: the offer waiting, the active one, the past ones. */
  async holderView(member: MemberRow, kind: AgentContractKind): Promise<HolderContractResponse> {
    const [offer, active, past] = await Promise.all([
      this.repository.findOfHolder(member.id, kind, 'offered'),
      this.repository.findOfHolder(member.id, kind, 'active'),
      this.repository.pastOfHolder(member.id, kind, agentContractLimits.pastContracts),
    ]);
    const names = await this.namesOf([offer, active, ...past]);
    return {
      kind,
      offer: offer ? await this.detailOf(offer, names) : null,
      active: active ? await this.detailOf(active, names) : null,
      past: past.map((row) => this.toContract(row, names)),
    };
  }

  /** The holder accepts or rejects an offer made to them; anyone else gets 404. */
  async respond(
    member: MemberRow,
    contractId: string,
    decision: 'accept' | 'reject',
    reason: string | undefined,
  ): Promise<AgentContractDetail> {
    const found = await this.repository.findContract(contractId);
    if (found?.holder_member_id !== member.id) throw notFound();
    const actor = { type: 'member' as const, memberId: member.id, name: member.username };
    await this.inOneOrder(() =>
      this.repository.transaction(async (transaction) => {
        const [contract] = await this.repository.lockContracts(transaction, [contractId]);
        if (contract?.status !== 'offered')
          throw new AppError('invalid_state', 'This offer is no longer open.');
        const at = this.now();
        if (decision === 'reject') {
          await this.repository.end(transaction, contract.id, 'rejected', at, reason ?? null);
          await this.repository.insertHistory(transaction, [
            { contractId, action: 'rejected', actor, reason: reason ?? null },
          ]);
          return;
        }
        await this.accept(transaction, contract, actor, at, reason ?? null);
      }),
    );
    return this.detail(member, contractId);
  }

  /**
   * Acceptance: the offering side's terms are checked again (its own contract may have changed since the
   * offer), the holder's previous contract of the kind is superseded, and the holder's downline contracts
   * of the kind above the new terms end (the offering side was shown them and confirmed).
   */
  private async accept(
    transaction: Transaction<Database>,
    contract: ContractRow,
    actor: HistoryEntry['actor'],
    at: Date,
    reason: string | null,
  ): Promise<void> {
    const terms = parseTerms(contract);
    await this.checkOfferingBound(contract.offered_by_member_id, terms, transaction);
    const previous = await this.repository.findOfHolder(
      contract.holder_member_id,
      contract.kind,
      'active',
      transaction,
    );
    if (previous)
      await this.supersede(transaction, previous.id, 'active', at, {
        actor: { type: 'system' },
        endReason: 'Replaced by a newer contract.',
        historyReason: `Replaced by contract ${contract.id}.`,
      });
    await this.repository.activate(transaction, contract.id, at);
    await this.repository.insertHistory(transaction, [
      { contractId: contract.id, action: 'accepted', actor, reason },
    ]);
    const above = await this.downlineAbove(contract.holder_member_id, terms, transaction);
    await this.endContracts(
      transaction,
      above.map((row) => row.id),
      at,
      `Its terms are above the upline's new contract ${contract.id}.`,
    );
  }

  // ------------------------------------------------------------ the offering side

  /**
   * An agent offers a contract to a direct downline, or staff (the house) to the top of a chain. When
   * accepting it would end the holder's downline contracts with higher terms, the first call answers
   * contract_conflict listing them; the call with confirm=true makes the offer. A newer offer replaces
   * a waiting one.
   */
  async offer(
    actor: ContractActor,
    request: { holderMemberId: string; terms: AgentContractTerms; confirm: boolean },
  ): Promise<AgentContractDetail> {
    const holder = await this.members.findById(request.holderMemberId);
    const offeredByMemberId = actor.type === 'member' ? actor.member.id : null;
    if (actor.type === 'member') {
      // Only the offering agent's own direct downline exists for it (never itself): anything else is 404.
      if (!holder || holder.upline_member_id !== actor.member.id || holder.type === 4)
        throw new AppError('not_found');
      await this.checkFlag(actor.member.id, request.terms.kind);
      await this.checkDownlineHolder(holder, request.terms.kind);
    } else await this.checkHouseHolder(holder, request.terms);
    const terms = request.terms;
    await this.checkOfferingBound(offeredByMemberId, terms);
    const above = await this.downlineAbove(request.holderMemberId, terms);
    if (above.length > 0 && !request.confirm)
      throw new ContractConflictError(
        await this.conflictEntries(above.slice(0, agentContractLimits.wouldTerminate)),
      );
    const historyActor = this.historyActor(actor);
    const created = await this.inOneOrder(() =>
      this.repository.transaction(async (transaction) => {
        const waiting = await this.repository.findOfHolder(
          request.holderMemberId,
          terms.kind,
          'offered',
          transaction,
        );
        const at = this.now();
        if (waiting)
          await this.supersede(transaction, waiting.id, 'offered', at, {
            actor: historyActor,
            endReason: 'Replaced by a newer offer.',
            historyReason: 'Replaced by a newer offer.',
          });
        const row = await this.repository.insertContract(transaction, {
          kind: terms.kind,
          holderMemberId: request.holderMemberId,
          offeredByMemberId,
          offeredByStaffId: actor.type === 'staff' ? actor.staffId : null,
          terms,
          endsHigherDownline: above.length > 0,
        });
        await this.repository.insertHistory(transaction, [
          { contractId: row.id, action: 'offered', actor: historyActor, reason: null },
        ]);
        if (actor.type === 'staff')
          await this.audit.record(
            actor.audit,
            {
              action: 'agent_contract.offer',
              targetType: 'agent_contract',
              targetId: row.id,
              after: { holderMemberId: request.holderMemberId, terms },
            },
            transaction,
          );
        return row;
      }),
    );
    return this.detailOf(created, await this.namesOf([created]));
  }

  /**
   * Ends a contract replaced by a newer one, only if it is still in the state it was read in: it was read
   * before its lock, and meanwhile a waiting offer may have been accepted (a newer offer must not end
   * that contract) or an active one terminated (nothing left to end).
   */
  private async supersede(
    transaction: Transaction<Database>,
    contractId: string,
    expected: 'offered' | 'active',
    at: Date,
    change: { actor: HistoryEntry['actor']; endReason: string; historyReason: string },
  ): Promise<void> {
    const [locked] = await this.repository.lockContracts(transaction, [contractId]);
    if (locked?.status !== expected) return;
    await this.repository.end(transaction, contractId, 'superseded', at, change.endReason);
    await this.repository.insertHistory(transaction, [
      { contractId, action: 'superseded', actor: change.actor, reason: change.historyReason },
    ]);
  }

  /** The offering agent (or staff, for any contract) ends an offer or an active contract, with a reason. */
  async terminate(actor: ContractActor, contractId: string, reason: string): Promise<AgentContractDetail> {
    const found = await this.repository.findContract(contractId);
    if (!found) throw notFound();
    if (actor.type === 'member' && found.offered_by_member_id !== actor.member.id) throw notFound();
    await this.inOneOrder(() => this.endOne(actor, contractId, reason));
    const ended = (await this.repository.findContract(contractId)) as ContractRow;
    return this.detailOf(ended, await this.namesOf([ended]));
  }

  /**
   * How many live contracts further down the team terminating this one would end (the dialog says so
   * before the reason is typed). The same scope as terminate (an agent sees only the contracts it gave:
   * any other is 404) and the same walk as the cascade, without locks: a count that may move by the time
   * terminate runs, which recounts under its locks.
   */
  async terminationPreview(actor: ContractActor, contractId: string): Promise<ContractTerminationPreview> {
    const found = await this.repository.findContract(contractId);
    if (!found) throw notFound();
    if (actor.type === 'member' && found.offered_by_member_id !== actor.member.id) throw notFound();
    // Only an active contract bounds contracts its holder gave; an offer or an ended one ends nothing more.
    if (found.status !== 'active') return { downlineContracts: 0 };
    let downlineContracts = 0;
    let holders = [found.holder_member_id];
    for (let depth = 0; holders.length > 0 && depth < cascadeDepthLimit; depth += 1) {
      const live = await this.allLiveGivenBy(holders, found.kind);
      downlineContracts += live.length;
      holders = live.filter((row) => row.status === 'active').map((row) => row.holder_member_id);
    }
    return { downlineContracts };
  }

  /** Ends a live contract under its lock, with the cascade below it and, for staff, the audit row. */
  private endOne(actor: ContractActor, contractId: string, reason: string): Promise<void> {
    return this.repository.transaction(async (transaction) => {
      const [contract] = await this.repository.lockContracts(transaction, [contractId]);
      if (contract?.status !== 'offered' && contract?.status !== 'active')
        throw new AppError('invalid_state', 'This contract has already ended.');
      const at = this.now();
      await this.repository.end(transaction, contract.id, 'terminated', at, reason);
      await this.repository.insertHistory(transaction, [
        { contractId, action: 'terminated', actor: this.historyActor(actor), reason },
      ]);
      // The holder's own downline contracts of the kind were bounded by this one: they end with it.
      if (contract.status === 'active') {
        const given = await this.allLiveGivenBy([contract.holder_member_id], contract.kind, transaction);
        await this.endContracts(
          transaction,
          given.map((row) => row.id),
          at,
          `The upline's contract ${contract.id} ended.`,
        );
      }
      if (actor.type === 'staff')
        await this.audit.record(
          actor.audit,
          {
            action: 'agent_contract.terminate',
            targetType: 'agent_contract',
            targetId: contractId,
            after: { reason },
          },
          transaction,
        );
    });
  }

  /**
   * Ends contracts (by the system) and, level by level, the live contracts of the same kind their holders
   * gave (each was bounded by the one above it). Bounded by the tree's depth.
   */
  private async endContracts(transaction: Transaction<Database>, ids: string[], at: Date, reason: string) {
    let level = ids;
    for (let depth = 0; level.length > 0 && depth < cascadeDepthLimit; depth += 1) {
      const locked = await this.repository.lockContracts(transaction, level);
      const live = locked.filter((row) => row.status === 'offered' || row.status === 'active');
      for (const row of live) await this.repository.end(transaction, row.id, 'terminated', at, reason);
      await this.repository.insertHistory(
        transaction,
        live.map((row) => ({
          contractId: row.id,
          action: 'terminated' as const,
          actor: { type: 'system' as const },
          reason,
        })),
      );
      const active = live.filter((row) => row.status === 'active');
      const kind = active[0]?.kind;
      level = kind
        ? (
            await this.allLiveGivenBy(
              active.map((row) => row.holder_member_id),
              kind,
              transaction,
            )
          ).map((row) => row.id)
        : [];
      reason = 'An upline contract ended.';
    }
  }

  /** The offering agent's active contract of the kind bounds the terms; the house is bounded by settings. */
  private async checkOfferingBound(
    offeredByMemberId: string | null,
    terms: AgentContractTerms,
    executor?: Transaction<Database>,
  ): Promise<void> {
    if (offeredByMemberId === null) {
      if (!withinHouseBounds(terms, this.settings.get('agentContracts')))
        throw new AppError('contract_terms_exceed', "The terms are above the house's bounds.");
      return;
    }
    const own = await this.repository.findOfHolder(offeredByMemberId, terms.kind, 'active', executor);
    if (!own)
      throw new AppError('contract_terms_exceed', 'You hold no active contract of this kind to offer from.');
    if (!termsWithin(terms, parseTerms(own)))
      throw new AppError('contract_terms_exceed', 'The terms are above your own contract of this kind.');
  }

  private async checkFlag(
    memberId: string,
    kind: AgentContractKind,
    message = 'This contract kind is not enabled for you.',
  ): Promise<void> {
    const flags = await this.flagsOf(memberId);
    if (!flags[kind]) throw new AppError('function_not_enabled', message);
  }

  /**
   * A downline agent sees a contract kind's page only with its flag on (spec §6), so it is offered only
   * the kinds its flags allow, as the house's offers are; a plain member has no flags and holds salaries
   * only (dividendProcess is for agents: a member could never see a dividend it was offered).
   */
  private async checkDownlineHolder(holder: MemberRow, kind: AgentContractKind): Promise<void> {
    if (isAgentType(holder.type))
      return this.checkFlag(holder.id, kind, 'This kind is not enabled for them.');
    if (kind === 'dividend')
      throw new AppError('function_not_enabled', 'A dividend contract is for agents only.');
  }

  /** The house offers to agents at the top of a chain only (their upline, if any, is no agent). */
  private async checkHouseHolder(holder: MemberRow | undefined, terms: AgentContractTerms): Promise<void> {
    if (!holder || !isAgentType(holder.type)) throw new AppError('not_found', 'No such agent.');
    const upline = holder.upline_member_id ? await this.members.findById(holder.upline_member_id) : undefined;
    if (upline && isAgentType(upline.type))
      throw new AppError('invalid_state', "This agent's upline is an agent: its contracts come from there.");
    await this.checkFlag(holder.id, terms.kind);
  }

  /**
   * The holder's live contracts of the kind whose terms are above these (a new contract ends them): all
   * of them, not a first page, or those past it would go on above their upline's terms.
   */
  private async downlineAbove(
    holderMemberId: string,
    terms: AgentContractTerms,
    executor?: Transaction<Database>,
  ) {
    const given = await this.allLiveGivenBy([holderMemberId], terms.kind, executor);
    return given.filter((row) => !termsWithin(parseTerms(row), terms));
  }

  /** Every live contract of a kind these members gave, page by page (bounded by givenPagesLimit). */
  private async allLiveGivenBy(
    offeredByMemberIds: readonly string[],
    kind: AgentContractKind,
    executor?: Transaction<Database>,
  ): Promise<ContractRow[]> {
    const rows: ContractRow[] = [];
    for (let page = 0; page < givenPagesLimit; page += 1) {
      const next = await this.repository.liveGivenBy(
        offeredByMemberIds,
        kind,
        givenPageSize,
        executor,
        rows.at(-1)?.id,
      );
      rows.push(...next);
      if (next.length < givenPageSize) break;
    }
    return rows;
  }

  private async conflictEntries(rows: ContractRow[]): Promise<WouldTerminateEntry[]> {
    const names = await this.namesOf(rows);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      holder: { memberId: row.holder_member_id, account: names.get(row.holder_member_id) ?? '' },
      offeredBy: {
        memberId: row.offered_by_member_id as string,
        account: names.get(row.offered_by_member_id as string) ?? '',
      },
      terms: parseTerms(row),
    }));
  }

  private historyActor(actor: ContractActor): HistoryEntry['actor'] {
    return actor.type === 'member'
      ? { type: 'member', memberId: actor.member.id, name: actor.member.username }
      : { type: 'staff', staffId: actor.staffId, name: actor.name };
  }

  /** Staff asked for the unpaid windows to be tried at once: who, which kind, what came of it. */
  recordRetry(
    actor: AuditActor,
    kind: AgentContractKind | undefined,
    result: { paid: number; pendingFunds: number },
  ) {
    return this.audit.record(actor, {
      action: 'agent_contract.settlement_retry',
      targetType: 'agent_contract_kind',
      targetId: kind ?? 'all',
      after: result,
    });
  }

  /**
   * Two offers to one holder at once, or an answer racing a newer offer, meet at the unique indexes of
   * 0030 (one offer, one active contract per holder and kind): the loser is told the state changed.
   */
  private async inOneOrder<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // 23505: a unique index; 40P01: PostgreSQL broke a lock cycle between two changes of one tree.
      const code = (error as { code?: string }).code;
      if (code === '23505' || code === '40P01')
        throw new AppError('invalid_state', 'This contract changed meanwhile; load it again.');
      throw error;
    }
  }

  // ------------------------------------------------------------ reads

  /** Live contracts (offered or active) the member gave: staff end them before demoting it. */
  liveGivenCount(memberId: string): Promise<number> {
    return this.repository.countLiveGivenBy(memberId);
  }

  /** A contract for one of its parties (the holder or the offering agent); others get 404. */
  async detail(member: MemberRow, contractId: string): Promise<AgentContractDetail> {
    const row = await this.repository.findContract(contractId);
    if (!row || (row.holder_member_id !== member.id && row.offered_by_member_id !== member.id))
      throw notFound();
    return this.detailOf(row, await this.namesOf([row]));
  }

  async adminDetail(contractId: string): Promise<AgentContractDetail> {
    const row = await this.repository.findContract(contractId);
    if (!row) throw notFound();
    return this.detailOf(row, await this.namesOf([row]));
  }

  async listContracts(filter: ContractFilter, page: { page: number; pageSize: number }) {
    const { rows, total } = await this.repository.listContracts(filter, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    const names = await this.namesOf(rows);
    return {
      contracts: rows.map((row) => this.toContract(row, names)),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  /** The contracts an agent gave its downline; `holder` narrows to one account name. */
  async listGiven(
    agent: MemberRow,
    query: {
      kind?: AgentContractKind | undefined;
      status?: ContractFilter['status'];
      holder?: string | undefined;
      page: number;
      pageSize: number;
    },
  ) {
    let holderMemberId: string | undefined;
    if (query.holder) {
      const holder = await this.members.findByUsername(query.holder);
      if (holder?.upline_member_id !== agent.id) return emptyContractPage(query);
      holderMemberId = holder.id;
    }
    return this.listContracts(
      { kind: query.kind, status: query.status, offeredByMemberId: agent.id, holderMemberId },
      query,
    );
  }

  /** Staff's list of any contracts: `holder` narrows to one account name (none such: an empty page). */
  async listForStaff(
    filter: Omit<ContractFilter, 'holderMemberId' | 'offeredByMemberId'>,
    query: { holder?: string | undefined; page: number; pageSize: number },
  ) {
    if (!query.holder) return this.listContracts(filter, query);
    const holder = await this.members.findByUsername(query.holder);
    if (!holder) return emptyContractPage(query);
    return this.listContracts({ ...filter, holderMemberId: holder.id }, query);
  }

  /** Settled windows (income of a holder, payments of a payer, or any for staff) with totals over all pages. */
  async listWindows(
    filter: WindowFilter,
    page: { page: number; pageSize: number },
  ): Promise<SettlementWindowListResponse> {
    const { rows, total, totals } = await this.repository.listWindows(filter, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    const names = await this.members.accountsOf([
      ...new Set(
        rows.flatMap((row) =>
          row.payer_member_id ? [row.holder_member_id, row.payer_member_id] : [row.holder_member_id],
        ),
      ),
    ]);
    return {
      totals,
      windows: rows.map((row) => toWindow(row, names)),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
      gmtOffsetMinutes: this.settings.get('brand').gmtOffsetMinutes,
    };
  }

  async runs(
    filter: { kind?: AgentContractKind | undefined; from?: Date | undefined; to?: Date | undefined },
    page: { page: number; pageSize: number },
  ) {
    const { rows, total } = await this.repository.runs(filter, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    return {
      runs: rows.map((row) => ({
        kind: row.kind,
        windowStart: new Date(row.window_start).toISOString(),
        windowEnd: new Date(row.window_end).toISOString(),
        contracts: Number(row.contracts),
        paidCount: Number(row.paid_count),
        paidMinor: String(row.paid_minor),
        pendingCount: Number(row.pending_count),
        pendingMinor: String(row.pending_minor),
        computedCount: Number(row.computed_count),
        housePaidMinor: String(row.house_paid_minor),
      })),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
      gmtOffsetMinutes: this.settings.get('brand').gmtOffsetMinutes,
    };
  }

  private async namesOf(rows: readonly (ContractRow | undefined | null)[]): Promise<Map<string, string>> {
    const ids = rows.flatMap((row) =>
      row ? [row.holder_member_id, ...(row.offered_by_member_id ? [row.offered_by_member_id] : [])] : [],
    );
    return this.members.accountsOf([...new Set(ids)]);
  }

  private toContract(row: ContractRow, names: Map<string, string>): AgentContract {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      offeredBy: row.offered_by_member_id
        ? {
            type: 'agent',
            memberId: row.offered_by_member_id,
            account: names.get(row.offered_by_member_id) ?? '',
          }
        : { type: 'house' },
      holder: { memberId: row.holder_member_id, account: names.get(row.holder_member_id) ?? '' },
      terms: parseTerms(row),
      createdAt: new Date(row.created_at).toISOString(),
      activatedAt: toIso(row.activated_at),
      endedAt: toIso(row.ended_at),
      endReason: row.end_reason,
    };
  }

  private async detailOf(row: ContractRow, names: Map<string, string>): Promise<AgentContractDetail> {
    const [history, windows] = await Promise.all([
      this.repository.history(row.id, agentContractLimits.historyEntries),
      this.repository.windowsOfContract(row.id, agentContractLimits.detailWindows),
    ]);
    return {
      ...this.toContract(row, names),
      history: history.map(
        (entry): ContractHistoryEntry => ({
          at: new Date(entry.created_at).toISOString(),
          action: entry.action,
          actor: { type: entry.actor_type, name: entry.actor_name },
          reason: entry.reason,
        }),
      ),
      windows: windows.map((window) => toWindow(window, names)),
    };
  }
}

function emptyContractPage(page: { page: number; pageSize: number }) {
  return { contracts: [], pageInfo: { page: page.page, pageSize: page.pageSize, total: 0 } };
}

export function toWindow(row: WindowRow, names: Map<string, string>): SettlementWindow {
  return {
    contractId: row.contract_id,
    kind: row.kind,
    windowStart: new Date(row.window_start).toISOString(),
    windowEnd: new Date(row.window_end).toISOString(),
    figures: {
      validBetMinor: String(row.valid_bet_minor),
      netLossMinor: String(row.net_loss_minor),
      activeMembers: row.active_members,
      carryInMinor: String(row.carry_in_minor),
      carryOutMinor: String(row.carry_out_minor),
      tierIndex: row.tier_index,
    },
    amountMinor: String(row.amount_minor),
    status: row.status,
    payer: row.payer_member_id
      ? { type: 'agent', memberId: row.payer_member_id, account: names.get(row.payer_member_id) ?? '' }
      : { type: 'house' },
    holder: { memberId: row.holder_member_id, account: names.get(row.holder_member_id) ?? '' },
    paidAt: toIso(row.paid_at),
    attempts: row.attempts,
  };
}
