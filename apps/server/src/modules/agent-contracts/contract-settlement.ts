import {
  type AgentContractKind,
  type AgentContractTerms,
  agentContractTermsSchema,
} from '@gaming/contracts/agent-contracts';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { JobLogger } from '../../platform/jobs.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService, UnitOutcome, UnitWriter, UnitWrites } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import {
  type AgentContractsRepository,
  type ContractToSettle,
  type NewWindow,
  type WindowRow,
  windowKey,
} from './agent-contracts-repository.js';
import { ledgerCodeOf, settle } from './contract-terms.js';
import {
  closedWindows,
  periodOf,
  settleGraceMs,
  type Window,
  windowsPerRunLimit,
} from './contract-windows.js';

/** Contracts one run reads per kind (the rest wait for the next run, in id order). */
const contractsPerRunLimit = 200_000;
/** Unpaid windows one run tries to pay (parents first); the rest wait for the next run. */
const paymentsPerRunLimit = 200_000;
/** Payments handed to the ledger at once: well under the batcher's queue bound (maxQueued 10,000). */
const paymentsInFlight = 4_000;

export type WindowPayment = { contractId: string; windowStart: Date; transferId: string };

/**
 * Marks a window paid in the same transaction as its ledger transfer (the ledger's group commit), so a
 * window is paid exactly when its money moved: a crash between the two cannot happen. A window already
 * paid (by a concurrent run) is vetoed before the batch; if it got paid after that check, the conditional
 * update returns fewer rows, the batch reruns carefully and finds the transfer as a replay.
 */
export class WindowPaymentWriter implements UnitWriter<WindowPayment> {
  constructor(private readonly repository: AgentContractsRepository) {}

  async prepare(payloads: readonly WindowPayment[]): Promise<ReadonlySet<number>> {
    const paid = await this.repository.paidAmong(payloads);
    const vetoed = new Set<number>();
    for (const [index, payload] of payloads.entries())
      if (paid.has(windowKey(payload.contractId, payload.windowStart))) vetoed.add(index);
    return vetoed;
  }

  writes(items: readonly { payload: WindowPayment }[]): UnitWrites {
    const payments = items.map((item) => item.payload);
    return {
      statements: [{ statement: this.repository.markPaidStatement(payments), expectedRows: payments.length }],
    };
  }
}

type PlannedWindow = {
  contract: ContractToSettle;
  terms: AgentContractTerms;
  window: Window;
  from: Date;
  to: Date;
};

export type SettlementRunResult = {
  kind: AgentContractKind | 'all';
  computed: number;
  paid: number;
  pendingFunds: number;
};

/**
 * A window with nothing to say: no play in the team, no dividend carry in or out, nothing to pay. It is
 * not stored (most windows of most contracts, 288 a day per real-time contract); the contract's
 * settled_until moves past it all the same, and it reads as 0 wherever windows are summed.
 */
export function isQuiet(row: NewWindow): boolean {
  return (
    BigInt(row.valid_bet_minor) === 0n &&
    BigInt(row.net_loss_minor) === 0n &&
    row.active_members === 0 &&
    BigInt(row.carry_in_minor) === 0n &&
    BigInt(row.carry_out_minor) === 0n &&
    BigInt(row.amount_minor) === 0n
  );
}

function laterOf(left: Date, right: Date): Date {
  return left.getTime() >= right.getTime() ? left : right;
}

function earlierOf(left: Date, right: Date): Date {
  return left.getTime() <= right.getTime() ? left : right;
}

/**
 * Settles agent contracts (DESIGN.md §5 payouts): per kind, computes every closed window of every
 * contract once from the rounds settled in it over the holder's team and stores it, then pays the unpaid
 * windows through the ledger, parents first, so an agent is paid before it pays its downline in the same
 * run. The house pays contracts it offered; an agent pays from its main wallet, and when that is short the
 * window waits as pending_funds and is retried on every later run: never skipped, never paid twice (the
 * transfer id derives from the contract and the window). A run that dies half-way leaves computed windows
 * that the next run pays.
 */
export class ContractSettlement {
  private readonly writer: WindowPaymentWriter;

  constructor(
    private readonly repository: AgentContractsRepository,
    private readonly ledger: LedgerService,
    private readonly ledgerIds: LedgerIds,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
    private readonly log: JobLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.writer = new WindowPaymentWriter(repository);
  }

  /** One scheduled run of a kind: compute its closed windows, then pay whatever of it is unpaid. */
  async run(kind: AgentContractKind): Promise<SettlementRunResult> {
    const computed = await this.computeWindows(kind);
    const { paid, pendingFunds } = await this.payUnpaid(kind);
    return { kind, computed, paid, pendingFunds };
  }

  // ------------------------------------------------------------ computing

  /** Stores every closed, unsettled window of the kind's contracts (bounded per run); returns how many. */
  async computeWindows(kind: AgentContractKind): Promise<number> {
    const offsetMinutes = this.settings.get('brand').gmtOffsetMinutes;
    const closedBefore = new Date(this.now().getTime() - settleGraceMs);
    const contracts = await this.repository.contractsToSettle(kind, contractsPerRunLimit);
    const byWindow = new Map<number, PlannedWindow[]>();
    for (const contract of contracts)
      for (const planned of this.plan(contract, closedBefore, offsetMinutes)) {
        const list = byWindow.get(planned.window.start.getTime()) ?? [];
        list.push(planned);
        byWindow.set(planned.window.start.getTime(), list);
      }
    const carries = await this.repository.latestCarry(
      contracts.filter((contract) => contract.kind === 'dividend').map((contract) => contract.id),
    );
    let stored = 0;
    // Oldest window first: a dividend's carry flows from each window into the next.
    for (const start of [...byWindow.keys()].sort((left, right) => left - right))
      stored += await this.computeWindow(byWindow.get(start) as PlannedWindow[], carries);
    return stored;
  }

  /**
   * The closed windows of a contract from where it stopped, clipped to the time it was active and to
   * where it was settled up to: after a change of the brand's offset, the first window in the new offset
   * starts before that point, and the play before it was counted in the last window of the old one.
   */
  private plan(contract: ContractToSettle, closedBefore: Date, offsetMinutes: number): PlannedWindow[] {
    const terms = agentContractTermsSchema.parse(contract.terms);
    const activatedAt = contract.activated_at as Date;
    const from = contract.settled_until ?? activatedAt;
    const windows = closedWindows(
      periodOf(terms),
      from,
      closedBefore,
      offsetMinutes,
      windowsPerRunLimit[contract.kind],
    );
    const endedAt = contract.ended_at;
    return windows
      .filter((window) => endedAt === null || window.start.getTime() < endedAt.getTime())
      .map((window) => ({
        contract,
        terms,
        window,
        from: laterOf(window.start, from),
        to: endedAt === null ? window.end : earlierOf(window.end, endedAt),
      }));
  }

  /** One window start: team figures per distinct active interval (usually one), amounts, stored once. */
  private async computeWindow(planned: PlannedWindow[], carries: Map<string, bigint>): Promise<number> {
    const byInterval = new Map<string, PlannedWindow[]>();
    for (const item of planned) {
      const key = `${item.from.getTime()}-${item.to.getTime()}`;
      byInterval.set(key, [...(byInterval.get(key) ?? []), item]);
    }
    const rows: NewWindow[] = [];
    for (const items of byInterval.values()) {
      const first = items[0] as PlannedWindow;
      const figures = await this.repository.teamFigures(
        items.map((item) => ({
          contractId: item.contract.id,
          holderMemberId: item.contract.holder_member_id,
        })),
        first.from,
        first.to,
      );
      const byContract = new Map(figures.map((row) => [row.contract_id, row]));
      for (const item of items) rows.push(this.windowRow(item, byContract.get(item.contract.id), carries));
    }
    const settled = rows.map((row) => ({ ...row, store: !isQuiet(row) }));
    const stored = await this.repository.insertWindows(settled, this.now());
    // A window stored first by another run keeps that run's figures; the carry to use next is re-read.
    // (A quiet window is never stored; its carry out is 0, as its carry in was.)
    const lost = settled.filter(
      (row) =>
        row.kind === 'dividend' && row.store && !stored.has(windowKey(row.contract_id, row.window_start)),
    );
    if (lost.length > 0) {
      const reread = await this.repository.latestCarry(lost.map((row) => row.contract_id));
      for (const [contractId, carry] of reread) carries.set(contractId, carry);
    }
    return stored.size;
  }

  private windowRow(
    item: PlannedWindow,
    figures: { valid_bet_minor: string; net_loss_minor: string; active_members: number } | undefined,
    carries: Map<string, bigint>,
  ): NewWindow {
    const team = {
      validBetMinor: BigInt(figures?.valid_bet_minor ?? '0'),
      netLossMinor: BigInt(figures?.net_loss_minor ?? '0'),
      activeMembers: figures?.active_members ?? 0,
    };
    const result = settle(item.terms, team, carries.get(item.contract.id) ?? 0n);
    if (item.terms.kind === 'dividend') carries.set(item.contract.id, result.carryOutMinor);
    return {
      contract_id: item.contract.id,
      window_start: item.window.start,
      window_end: item.window.end,
      kind: item.contract.kind,
      holder_member_id: item.contract.holder_member_id,
      payer_member_id: item.contract.offered_by_member_id,
      holder_depth: item.contract.holder_depth,
      valid_bet_minor: team.validBetMinor.toString(),
      net_loss_minor: team.netLossMinor.toString(),
      active_members: team.activeMembers,
      carry_in_minor: result.carryInMinor.toString(),
      carry_out_minor: result.carryOutMinor.toString(),
      tier_index: result.tierIndex,
      amount_minor: result.amountMinor.toString(),
      paid: result.amountMinor === 0n,
    };
  }

  // ------------------------------------------------------------ paying

  /**
   * Pays the unpaid windows (of a kind, or all), parents first: every window of one depth is committed
   * before the next depth starts, so money an agent receives in this run is there when it pays its own.
   */
  async payUnpaid(kind?: AgentContractKind): Promise<{ paid: number; pendingFunds: number }> {
    const windows = await this.repository.unpaidWindows(kind, paymentsPerRunLimit);
    let paid = 0;
    let pendingFunds = 0;
    const depths = [...new Set(windows.map((window) => window.holder_depth))].sort(
      (left, right) => left - right,
    );
    for (const depth of depths) {
      const level = windows.filter((window) => window.holder_depth === depth);
      for (let start = 0; start < level.length; start += paymentsInFlight) {
        const outcome = await this.payMany(level.slice(start, start + paymentsInFlight));
        paid += outcome.paid;
        pendingFunds += outcome.pendingFunds;
      }
    }
    return { paid, pendingFunds };
  }

  private async accountsFor(windows: readonly WindowRow[]) {
    const memberIds = windows.flatMap((window) =>
      window.payer_member_id ? [window.holder_member_id, window.payer_member_id] : [window.holder_member_id],
    );
    const [members, house] = await Promise.all([
      this.wallet.mainAccountIds(memberIds),
      this.ledger.ensureAccount({
        code: 'house',
        kind: 'house',
        currency: this.settings.get('brand').currency,
        mayGoNegative: true,
      }),
    ]);
    return { members, houseId: house.id };
  }

  private async payMany(windows: readonly WindowRow[]): Promise<{ paid: number; pendingFunds: number }> {
    const { members, houseId } = await this.accountsFor(windows);
    const outcomes = await Promise.all(
      windows.map(async (window) => {
        const payment: WindowPayment = {
          contractId: window.contract_id,
          windowStart: window.window_start,
          transferId: this.ledgerIds.server(
            'agent-contract-window',
            window.contract_id,
            window.window_start.toISOString(),
          ),
        };
        const creditAccountId = members.get(window.holder_member_id) as string;
        const debitAccountId = window.payer_member_id
          ? (members.get(window.payer_member_id) as string)
          : houseId;
        try {
          const outcome = await this.ledger.transferWithRecords(
            {
              id: payment.transferId,
              debitAccountId,
              creditAccountId,
              amountMinor: BigInt(window.amount_minor),
              code: ledgerCodeOf(window.kind),
              reference: {
                type: 'agent_contract_window',
                id: `${window.contract_id}:${window.window_start.toISOString()}`,
              },
            },
            { balanceAccountId: creditAccountId, writer: this.writer, payload: payment },
          );
          return { payment, outcome };
        } catch (error) {
          // A batch that failed as a whole: the window stays unpaid and the next run tries it again.
          this.log.warn({ err: error, contractId: window.contract_id }, 'agent contract payment not made');
          return { payment, outcome: undefined };
        }
      }),
    );
    return this.record(outcomes);
  }

  /** Short of funds → pending_funds (retried later); a replayed transfer → the window is marked paid. */
  private async record(outcomes: { payment: WindowPayment; outcome: UnitOutcome | undefined }[]) {
    const short: WindowPayment[] = [];
    const replayed: WindowPayment[] = [];
    let paid = 0;
    for (const { payment, outcome } of outcomes) {
      if (!outcome) continue;
      if (outcome.type === 'applied') paid += 1;
      else if (outcome.type === 'existing') replayed.push(payment);
      else if (outcome.type === 'refused' && outcome.error.code === 'insufficient_funds') short.push(payment);
      else if (outcome.type === 'refused')
        this.log.error(
          { contractId: payment.contractId, code: outcome.error.code },
          'agent contract payment refused',
        );
    }
    await this.repository.markPaid(replayed);
    await this.repository.markPendingFunds(short);
    return { paid: paid + replayed.length, pendingFunds: short.length };
  }
}
