import type { VendorWalletsResponse } from '@gaming/contracts/vendor-wallet';
import {
  type VendorMoveCheckResult,
  vendorMoveRecoveryAttemptLimit,
} from '@gaming/contracts/vendor-wallet-moves';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import { finishEach, type RecoveryReport } from '../../platform/row-recovery.js';
import type { AuditService } from '../audit/audit-service.js';
import type { TransferWalletVendor } from '../games/games-repository.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from './ledger-service.js';
import { type MoveAccounts, type MoveLog, nextCheckAt, VendorWalletMoves } from './vendor-wallet-moves.js';
import type { VendorWalletPort } from './vendor-wallet-port.js';
import type { VendorWalletRepository, VendorWalletTransferRow } from './vendor-wallet-repository.js';
import type { WalletService } from './wallet-service.js';

type VendorCatalogue = {
  isSingleWallet(): Promise<boolean>;
  transferWalletVendors(): Promise<TransferWalletVendor[]>;
};

export type VendorTransferInput = {
  requestId: string;
  vendorCode: string;
  amount: string;
  direction: 'in' | 'out';
};

export type VendorWalletOptions = {
  /** The vendor side of a transfer-mode vendor (its adapter); undefined when none is connected. */
  portFor: (vendorCode: string) => VendorWalletPort | undefined;
  log: MoveLog;
  /** How long a replay waits for the first request of its id to settle before answering pending. */
  duplicateWaitMs?: number;
  /** The recovery job leaves moves alone until no live request has touched them for this long. */
  recoveryStaleMs?: number;
};

const accountIdCacheLimit = 10_000;
const duplicatePollMs = 50;
const defaultDuplicateWaitMs = 15_000;
const defaultRecoveryStaleMs = 2 * 60_000;
const recoveryBatch = 50;
// The job stops at vendorMoveRecoveryAttemptLimit (100): with checks an hour apart at most, about four
// days of asking before staff must look (logged).
/** Staff checks may go on past the job's limit, up to the attempts column's bound (0011: at most 1000). */
const maximumCheckedAttempts = 1000;

/** Account codes are lowercase (0003_ledger.sql); vendor codes are uppercase letters, digits and _. */
export function vendorAccountCode(memberId: string, vendorCode: string): string {
  return `member:${memberId}${vendorAccountSuffix(vendorCode)}`;
}

/** What every member's account with this vendor ends with. */
export function vendorAccountSuffix(vendorCode: string): string {
  return `:vendor:${vendorCode.toLowerCase()}`;
}

function isOpen(row: VendorWalletTransferRow): boolean {
  return row.state === 'started' || row.state === 'sent';
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Transfer-wallet mode: one ledger sub-account per member and transfer-mode vendor (kind member_vendor,
 * never negative, created on first use) mirrors the money the member keeps with that vendor, and every
 * move between it and the main wallet goes through the vendor's own wallet (VendorWalletPort) as a
 * recorded state machine (VendorWalletMoves): a move that fails half-way is finished or undone, by the
 * request itself or later by the recovery job, never lost or doubled.
 */
export class VendorWalletService {
  private readonly accountIds = new Map<string, string>();
  private readonly moves: VendorWalletMoves;

  constructor(
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly wallet: WalletService,
    private readonly catalogue: VendorCatalogue,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly repository: VendorWalletRepository,
    private readonly options: VendorWalletOptions,
  ) {
    this.moves = new VendorWalletMoves(repository, ledger, ids, options.log);
  }

  private async memberVendorAccounts(memberId: string) {
    return (await this.ledger.accountsOfMember(memberId, 'member_vendor')).map((row) => ({
      id: row.id,
      code: row.code,
      balanceMinor: BigInt(row.credits_posted) - BigInt(row.debits_posted),
    }));
  }

  private async cachedAccount(
    code: string,
    kind: 'member_vendor' | 'vendor',
    memberId: string | undefined,
  ): Promise<string> {
    const cached = this.accountIds.get(code);
    if (cached) return cached;
    const account = await this.ledger.ensureAccount({
      code,
      kind,
      ...(memberId ? { memberId } : {}),
      currency: this.settings.get('brand').currency,
      // The vendor's own account is the other side of members' game results there: it may go negative.
      mayGoNegative: kind === 'vendor',
    });
    if (this.accountIds.size >= accountIdCacheLimit) this.accountIds.clear();
    this.accountIds.set(code, account.id);
    return account.id;
  }

  private async accountsFor(memberId: string, vendorCode: string): Promise<MoveAccounts> {
    const [mainId, subId, vendorId] = await Promise.all([
      this.wallet.mainAccountId(memberId),
      this.cachedAccount(vendorAccountCode(memberId, vendorCode), 'member_vendor', memberId),
      // The same account the seamless wallet books this vendor's bets against.
      this.cachedAccount(`vendor:${vendorCode.toLowerCase()}`, 'vendor', undefined),
    ]);
    return { mainId, subId, vendorId };
  }

  async list(member: MemberRow): Promise<VendorWalletsResponse> {
    const [isSingle, main] = await Promise.all([
      this.catalogue.isSingleWallet(),
      this.wallet.balance(member),
    ]);
    const head = {
      isSingle,
      currency: main.currency,
      currencySymbol: main.currencySymbol,
      decimals: main.decimals,
      mainBalanceMinor: main.balanceMinor,
      mainAvailableMinor: main.availableMinor,
    };
    if (isSingle) return { ...head, vendors: [], totalMinor: main.balanceMinor };
    const [vendors, accounts, open] = await Promise.all([
      this.catalogue.transferWalletVendors(),
      this.memberVendorAccounts(member.id),
      this.repository.openOf(member.id),
    ]);
    const ledgerBalances = new Map(accounts.map((account) => [account.code, account.balanceMinor]));
    const pending = new Set(open.map((row) => row.vendor_code));
    // A disabled vendor is listed only while our ledger holds money with it, so none disappears from view.
    const shown = vendors.filter(
      (vendor) =>
        vendor.status !== 'disabled' ||
        (ledgerBalances.get(vendorAccountCode(member.id, vendor.code)) ?? 0n) > 0n,
    );
    // Each vendor is asked in parallel; one that does not answer shows our ledger figure instead.
    const vendorBalances = await Promise.all(
      shown.map(
        (vendor) =>
          this.options.portFor(vendor.code)?.balance({ vendorCode: vendor.code, memberId: member.id }) ??
          null,
      ),
    );
    let totalMinor = BigInt(main.balanceMinor);
    const wallets = shown.map((vendor, index) => {
      const ledgerMinor = ledgerBalances.get(vendorAccountCode(member.id, vendor.code)) ?? 0n;
      const vendorMinor = vendorBalances[index] ?? null;
      const balanceMinor = vendorMinor ?? ledgerMinor;
      // While a move is unconfirmed its money may show on both sides (held in main, already at the
      // vendor): the total then counts our ledger figure, which never counts it twice.
      totalMinor += pending.has(vendor.code) ? ledgerMinor : balanceMinor;
      return {
        vendorCode: vendor.code,
        displayName: vendor.displayName,
        status: vendor.status,
        balanceMinor: balanceMinor.toString(),
        ledgerBalanceMinor: ledgerMinor.toString(),
        vendorBalanceMinor: vendorMinor === null ? null : vendorMinor.toString(),
        transferPending: pending.has(vendor.code),
      };
    });
    return { ...head, vendors: wallets, totalMinor: totalMinor.toString() };
  }

  private async assertTransferMode(): Promise<void> {
    if (await this.catalogue.isSingleWallet())
      throw new AppError(
        'function_not_enabled',
        'This site uses a single wallet: there are no vendor wallets.',
      );
  }

  private async movableVendor(vendorCode: string, direction: 'in' | 'out'): Promise<TransferWalletVendor> {
    await this.assertTransferMode();
    const vendor = (await this.catalogue.transferWalletVendors()).find((entry) => entry.code === vendorCode);
    if (!vendor || vendor.status === 'disabled') throw new AppError('not_found', 'No such vendor wallet.');
    if (vendor.status === 'maintenance' && direction === 'in')
      throw new AppError('service_unavailable', 'This game vendor is under maintenance.');
    return vendor;
  }

  private portOf(vendorCode: string): VendorWalletPort {
    const port = this.options.portFor(vendorCode);
    if (!port) throw new AppError('service_unavailable', 'This game vendor is not connected.');
    return port;
  }

  async transfer(member: MemberRow, input: VendorTransferInput, client: RequestClient) {
    const amountMinor = this.wallet.parseAmount(input.amount);
    const vendor = await this.movableVendor(input.vendorCode, input.direction);
    const port = this.portOf(vendor.code);
    const { row, isNew } = await this.open(member, {
      // The move's id, from which its steps' ids derive: the member's key scoped to them and the operation.
      id: this.ids.ofMemberRequest(member.id, 'vendor-transfer', input.requestId),
      vendorCode: vendor.code,
      requestKey: `transfer:${input.requestId}`,
      direction: input.direction,
      amountMinor,
    });
    if (
      row.vendor_code !== vendor.code ||
      row.direction !== input.direction ||
      BigInt(row.amount_minor) !== amountMinor
    )
      throw new AppError('validation_failed', 'This request id was already used for a different transfer.');
    const accounts = await this.accountsFor(member.id, vendor.code);
    const settled = isNew ? await this.moves.drive(row, port, accounts) : await this.awaitSettled(row);
    if (isNew)
      await this.audit.record(
        { type: 'member', id: member.id, name: member.username, ip: client.ip },
        {
          action: `wallet.vendor_transfer_${input.direction}`,
          targetType: 'vendor',
          targetId: vendor.code,
          after: { transferId: row.id, amountMinor: row.amount_minor, state: settled.state },
        },
      );
    return this.reply(settled, accounts);
  }

  /**
   * Writes the move, or finds the one this request key already wrote. A member has one open move per
   * vendor: a different request while one is being confirmed is refused, not queued.
   */
  private async open(
    member: MemberRow,
    move: {
      id: string;
      vendorCode: string;
      requestKey: string;
      direction: 'in' | 'out';
      amountMinor: bigint;
    },
  ): Promise<{ row: VendorWalletTransferRow; isNew: boolean }> {
    const inserted = await this.repository.insert({
      ...move,
      memberId: member.id,
      currency: this.settings.get('brand').currency,
    });
    if (inserted) return { row: inserted, isNew: true };
    const [existing] = await this.repository.findByKeys(member.id, [move.requestKey]);
    if (existing) return { row: existing, isNew: false };
    throw new AppError(
      'invalid_state',
      'A transfer with this game vendor is still being confirmed. Try again when it has settled.',
    );
  }

  /** A replay while the first request is still at work: wait (bounded) for its outcome. */
  private async awaitSettled(row: VendorWalletTransferRow): Promise<VendorWalletTransferRow> {
    const deadline = Date.now() + (this.options.duplicateWaitMs ?? defaultDuplicateWaitMs);
    let current = row;
    while (isOpen(current) && current.last_error === null && Date.now() < deadline) {
      await sleep(duplicatePollMs);
      current = (await this.repository.find(row.id)) ?? current;
    }
    return current;
  }

  private async reply(row: VendorWalletTransferRow, accounts: MoveAccounts) {
    if (row.state === 'failed') {
      if (row.failure_code === 'insufficient_funds')
        throw new AppError(
          'insufficient_funds',
          row.direction === 'in'
            ? 'Your main wallet does not hold this amount.'
            : 'The game vendor holds less than this amount for you.',
        );
      throw new AppError(
        'service_unavailable',
        'The game vendor did not accept the transfer. Nothing was moved; try again later.',
      );
    }
    const base = {
      transferId: row.id,
      vendorCode: row.vendor_code,
      direction: row.direction,
      amountMinor: row.amount_minor,
    };
    if (row.state === 'completed')
      return {
        ...base,
        mainBalanceMinor: row.main_balance_minor ?? '0',
        vendorBalanceMinor: row.vendor_balance_minor ?? '0',
        status: 'completed' as const,
      };
    const [main, sub] = await Promise.all([
      this.ledger.balanceOf(accounts.mainId),
      this.ledger.balanceOf(accounts.subId),
    ]);
    return {
      ...base,
      mainBalanceMinor: main.postedMinor.toString(),
      vendorBalanceMinor: sub.postedMinor.toString(),
      status: 'pending' as const,
    };
  }

  /**
   * Brings every vendor balance back to the main wallet: each vendor's whole balance as the vendor
   * reports it, one move per vendor keyed by the request id. A replay reports the moves the first
   * request made and sweeps nothing new.
   */
  async recallAll(member: MemberRow, input: { requestId: string }, client: RequestClient) {
    await this.assertTransferMode();
    const vendors = (await this.catalogue.transferWalletVendors()).filter(
      (vendor) => vendor.status !== 'disabled',
    );
    const keyOf = (vendorCode: string) => `recall:${input.requestId}:${vendorCode}`;
    const earlier = await this.repository.findByKeys(
      member.id,
      vendors.map((vendor) => keyOf(vendor.code)),
    );
    const outcomes = earlier.length > 0 ? earlier : await this.sweep(member, vendors, keyOf);
    const recalled: Array<{ vendorCode: string; amountMinor: string }> = [];
    const unsettled: Array<{ vendorCode: string; reason: 'pending' | 'unavailable' }> = [];
    for (const vendor of vendors) {
      const outcome = outcomes.find((entry) =>
        'request_key' in entry ? entry.request_key === keyOf(vendor.code) : entry.vendorCode === vendor.code,
      );
      if (!outcome) continue;
      if ('request_key' in outcome) {
        if (outcome.state === 'completed')
          recalled.push({ vendorCode: vendor.code, amountMinor: outcome.amount_minor });
        else unsettled.push({ vendorCode: vendor.code, reason: isOpen(outcome) ? 'pending' : 'unavailable' });
      } else unsettled.push({ vendorCode: vendor.code, reason: outcome.reason });
    }
    if (recalled.length > 0 && earlier.length === 0)
      await this.audit.record(
        { type: 'member', id: member.id, name: member.username, ip: client.ip },
        {
          action: 'wallet.vendor_recall_all',
          targetType: 'member',
          targetId: member.id,
          after: { recalled },
        },
      );
    const main = await this.ledger.balanceOf(await this.wallet.mainAccountId(member.id));
    return {
      recalled,
      totalRecalledMinor: recalled.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n).toString(),
      mainBalanceMinor: main.postedMinor.toString(),
      unsettled,
    };
  }

  /** One withdrawal per vendor holding money; vendors that cannot be asked are reported, not skipped silently. */
  private async sweep(
    member: MemberRow,
    vendors: TransferWalletVendor[],
    keyOf: (vendorCode: string) => string,
  ): Promise<Array<VendorWalletTransferRow | { vendorCode: string; reason: 'pending' | 'unavailable' }>> {
    const open = new Set((await this.repository.openOf(member.id)).map((row) => row.vendor_code));
    const balances = await Promise.all(
      vendors.map((vendor) =>
        open.has(vendor.code)
          ? null
          : (this.options.portFor(vendor.code)?.balance({ vendorCode: vendor.code, memberId: member.id }) ??
            null),
      ),
    );
    const outcomes: Array<
      VendorWalletTransferRow | { vendorCode: string; reason: 'pending' | 'unavailable' }
    > = [];
    for (const [index, vendor] of vendors.entries()) {
      const balanceMinor = balances[index] ?? null;
      const port = this.options.portFor(vendor.code);
      if (open.has(vendor.code)) outcomes.push({ vendorCode: vendor.code, reason: 'pending' });
      else if (balanceMinor === null || !port) {
        // Our ledger says money is there but the vendor cannot be asked: say so instead of hiding it.
        const ledgerMinor = (
          await this.ledger.balanceOf((await this.accountsFor(member.id, vendor.code)).subId)
        ).postedMinor;
        if (ledgerMinor > 0n) outcomes.push({ vendorCode: vendor.code, reason: 'unavailable' });
      } else if (balanceMinor > 0n) {
        outcomes.push(await this.recallOne(member, vendor.code, keyOf(vendor.code), balanceMinor, port));
      }
    }
    return outcomes;
  }

  private async recallOne(
    member: MemberRow,
    vendorCode: string,
    requestKey: string,
    amountMinor: bigint,
    port: VendorWalletPort,
  ): Promise<VendorWalletTransferRow | { vendorCode: string; reason: 'pending' }> {
    let opened: { row: VendorWalletTransferRow; isNew: boolean };
    try {
      opened = await this.open(member, {
        id: this.ids.ofMemberRequest(member.id, 'vendor-recall', requestKey),
        vendorCode,
        requestKey,
        direction: 'out',
        amountMinor,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_state')
        return { vendorCode, reason: 'pending' };
      throw error;
    }
    const accounts = await this.accountsFor(member.id, vendorCode);
    return opened.isNew ? this.moves.drive(opened.row, port, accounts) : this.awaitSettled(opened.row);
  }

  /**
   * The recovery job: moves a stopped process or a lost answer left open are settled by asking the vendor
   * what became of them, one batch per run. A move it cannot finish is logged and reported, and the
   * others are still recovered.
   */
  async recoverOpenTransfers(nowMs = Date.now()): Promise<RecoveryReport> {
    const staleMs = this.options.recoveryStaleMs ?? defaultRecoveryStaleMs;
    const due = await this.repository.due(
      new Date(nowMs),
      new Date(nowMs - staleMs),
      vendorMoveRecoveryAttemptLimit,
      recoveryBatch,
    );
    const job = { name: 'vendor-wallet-transfers-recover', log: this.options.log };
    return finishEach(job, due, async (row) => {
      const settled = await this.recoverOne(row, nowMs);
      if (settled && isOpen(settled) && settled.attempts + 1 >= vendorMoveRecoveryAttemptLimit)
        this.options.log.error(
          { transferId: row.id, vendorCode: row.vendor_code },
          'vendor wallet move still unknown after every recovery attempt; staff must settle it with the vendor',
        );
    });
  }

  /**
   * Staff's "check now": the recovery job's pass for one move, at once, whatever its schedule and
   * however many passes the job already made (but not while it may still be in progress). The same claim as the job's decides who runs a pass, so
   * a check racing the job or another check runs once ('busy' for the loser).
   */
  async checkMove(
    id: string,
    nowMs = Date.now(),
  ): Promise<{ result: VendorMoveCheckResult; row: VendorWalletTransferRow }> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('not_found', 'No such vendor wallet move.');
    if (!isOpen(row)) return { result: 'settled', row };
    // A move made in the last minutes is left to the member's request that may still be working on it
    // (a check now could end a live transfer half-way). Recovery passes need no such wait: their claim
    // lets one at a time run.
    const staleMs = this.options.recoveryStaleMs ?? defaultRecoveryStaleMs;
    if (row.created_at.getTime() > nowMs - staleMs)
      throw new AppError(
        'invalid_state',
        'This move was made in the last few minutes and may still be in progress; check it again shortly.',
      );
    if (row.attempts >= maximumCheckedAttempts)
      throw new AppError(
        'invalid_state',
        'This move was checked the most times allowed; settle it with the vendor by hand.',
      );
    const checked = await this.recoverOne(row, nowMs);
    if (checked) return { result: 'checked', row: checked };
    return { result: 'busy', row: (await this.repository.find(id)) ?? row };
  }

  /**
   * One recovery pass over one move: claims it (attempts + 1 and the next check pushed back, a
   * conditional update on the state and attempts read) and asks the vendor what became of it. Undefined
   * when another pass claimed the move first.
   */
  private async recoverOne(
    row: VendorWalletTransferRow,
    nowMs: number,
  ): Promise<VendorWalletTransferRow | undefined> {
    const nextAt = nextCheckAt(row.attempts + 1, nowMs);
    if (!(await this.repository.claim(row, nextAt))) return undefined;
    const claimed = { ...row, attempts: row.attempts + 1 };
    const port = this.options.portFor(row.vendor_code);
    if (!port) {
      await this.repository.noteUnknown(row.id, 'vendor not connected', nextAt);
      return (await this.repository.find(row.id)) ?? claimed;
    }
    const accounts = await this.accountsFor(row.member_id, row.vendor_code);
    return this.moves.recover(claimed, port, accounts);
  }
}
