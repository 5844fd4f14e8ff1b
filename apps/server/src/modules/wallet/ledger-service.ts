import type { Transaction } from 'kysely';
import type { Database, LedgerAccountKind, LedgerTransferKind } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import {
  type BatcherLimits,
  type BatchOutcome,
  defaultBatcherLimits,
  LedgerBatcher,
  type NewTransfer,
  type UnitOutcome,
  type UnitWriter,
} from './ledger-batcher.js';

export type { UnitOutcome, UnitWriter, UnitWrites } from './ledger-batcher.js';

import { DeltaFolder } from './ledger-delta-folder.js';
import type {
  AccountChange,
  LedgerAccountRow,
  LedgerRepository,
  LedgerTransferRow,
} from './ledger-repository.js';

export const maximumAmountMinor = 1_000_000_000_000_000n;

export type TransferRequest = {
  /** Idempotency key (UUID): the same id with the same fields returns the first result. */
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: bigint;
  code: string;
  pending?: boolean;
  reference?: { type: string; id: string };
};

export type ResolveRequest = { id: string; pendingId: string; code: string };

export type Balance = {
  postedMinor: bigint;
  pendingDebitsMinor: bigint;
  pendingCreditsMinor: bigint;
  availableMinor: bigint;
};

export class LedgerError extends AppError {}

/** A member's accounts (main, vendor sub-accounts, locked bonus money, points) hold the member's credit. */
function isCreditNormal(kind: LedgerAccountKind): boolean {
  return (
    kind === 'member_main' || kind === 'member_vendor' || kind === 'member_bonus' || kind === 'member_points'
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Account ids are bigint identities with one spelling each, so '7' and '07' cannot pass as two accounts.
const accountIdPattern = /^[1-9][0-9]{0,17}$/;
// What ledger_transfers.code accepts (0003_ledger.sql).
const codePattern = /^[a-z][a-z0-9_]{1,39}$/;

/** Refuses, with a clear error, what the tables would otherwise reject with a raw SQL error. */
function checkIdAndCode(id: string, code: string): void {
  if (!uuidPattern.test(id)) throw new LedgerError('validation_failed', 'A transfer id must be a UUID.');
  if (!codePattern.test(code))
    throw new LedgerError('validation_failed', 'A reason code is 2 to 40 lowercase letters, digits or _.');
}

function checkTransfer(request: TransferRequest): void {
  checkIdAndCode(request.id, request.code);
  const amount = request.amountMinor;
  // A JS number (fractional, NaN, inexact beyond 2^53) must not stand in for an exact bigint.
  if (typeof amount !== 'bigint' || amount <= 0n || amount > maximumAmountMinor)
    throw new LedgerError(
      'validation_failed',
      'The amount must be a whole number of minor units, positive and within limits.',
    );
  if (!accountIdPattern.test(request.debitAccountId) || !accountIdPattern.test(request.creditAccountId))
    throw new LedgerError('validation_failed', 'An account id is a positive whole number.');
  if (request.debitAccountId === request.creditAccountId)
    throw new LedgerError('validation_failed', 'A transfer needs two different accounts.');
  const reference = request.reference;
  if (reference && (reference.type.length > 40 || reference.id.length > 100))
    throw new LedgerError('validation_failed', 'The reference is too long (type 40, id 100 characters).');
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

function change(
  accountId: string,
  values: Partial<Omit<AccountChange, 'accountId' | 'enforceLimits'>>,
  enforceLimits: boolean,
): AccountChange {
  return {
    accountId,
    debitsPosted: 0n,
    creditsPosted: 0n,
    debitsPending: 0n,
    creditsPending: 0n,
    enforceLimits,
    ...values,
  };
}

/** The account changes of a transfer, in ascending account id so concurrent transfers lock in one order. */
function changesFor(
  kind: LedgerTransferKind,
  debitId: string,
  creditId: string,
  amount: bigint,
): AccountChange[] {
  const changes = {
    posted: [
      change(debitId, { debitsPosted: amount }, true),
      change(creditId, { creditsPosted: amount }, true),
    ],
    pending: [
      change(debitId, { debitsPending: amount }, true),
      change(creditId, { creditsPending: amount }, true),
    ],
    post_pending: [
      change(debitId, { debitsPending: -amount, debitsPosted: amount }, false),
      change(creditId, { creditsPending: -amount, creditsPosted: amount }, false),
    ],
    void_pending: [
      change(debitId, { debitsPending: -amount }, false),
      change(creditId, { creditsPending: -amount }, false),
    ],
  }[kind];
  return changes.sort((left, right) => (BigInt(left.accountId) < BigInt(right.accountId) ? -1 : 1));
}

function sameRequest(
  existing: LedgerTransferRow,
  expected: Omit<
    LedgerTransferRow,
    'debit_account_balance_after' | 'credit_account_balance_after' | 'created_at'
  >,
): boolean {
  return (
    existing.debit_account_id === expected.debit_account_id &&
    existing.credit_account_id === expected.credit_account_id &&
    existing.amount === expected.amount &&
    existing.code === expected.code &&
    existing.kind === expected.kind &&
    existing.pending_id === expected.pending_id &&
    existing.reference_type === expected.reference_type &&
    existing.reference_id === expected.reference_id
  );
}

/**
 * The double-entry ledger (DESIGN.md §5). Every balance change is a transfer between two accounts;
 * holds are pending transfers resolved once by a post or a void; a retried request returns the first
 * result; concurrent transfers lock their accounts in id order and check limits in the update itself.
 */
export type CommittedListener = (transfer: LedgerTransferRow) => void;

export class LedgerService {
  private readonly committedListeners: CommittedListener[] = [];

  private readonly batcher: LedgerBatcher;
  /** Folds the hot accounts' deltas into their rows (DeltaFolder). */
  readonly deltas: DeltaFolder;

  constructor(
    private readonly repository: LedgerRepository,
    batcherLimits: BatcherLimits = defaultBatcherLimits,
  ) {
    this.deltas = new DeltaFolder(repository);
    this.batcher = new LedgerBatcher(repository, batcherLimits, () => this.deltas.noteDeltas());
  }

  /** Called once per newly committed transfer (never for a replay); listeners must not throw or block. */
  onCommitted(listener: CommittedListener): void {
    this.committedListeners.push(listener);
  }

  private announce(transfer: LedgerTransferRow): LedgerTransferRow {
    for (const listener of this.committedListeners) {
      try {
        listener(transfer);
      } catch {
        // A listener's failure (a live notice) must never turn a committed transfer into an error.
      }
    }
    return transfer;
  }

  ensureAccount(account: {
    code: string;
    kind: LedgerAccountKind;
    memberId?: string;
    currency: string;
    mayGoNegative: boolean;
  }) {
    const creditNormal = isCreditNormal(account.kind);
    return this.repository.ensureAccount({
      code: account.code,
      kind: account.kind,
      memberId: account.memberId ?? null,
      currency: account.currency,
      // A member's money is credit-normal: debits (money out) may not exceed credits (money in).
      debitsMustNotExceedCredits: creditNormal && !account.mayGoNegative,
      creditsMustNotExceedDebits: !creditNormal && !account.mayGoNegative,
    });
  }

  /** Many accounts of one kind at once (see ensureAccount); returns them by code. */
  async ensureAccounts(
    accounts: readonly { code: string; memberId?: string; currency: string }[],
    kind: LedgerAccountKind,
    mayGoNegative: boolean,
  ): Promise<Map<string, string>> {
    const creditNormal = isCreditNormal(kind);
    const rows = await this.repository.ensureAccounts(
      accounts.map((account) => ({
        code: account.code,
        kind,
        memberId: account.memberId ?? null,
        currency: account.currency,
        debitsMustNotExceedCredits: creditNormal && !mayGoNegative,
        creditsMustNotExceedDebits: !creditNormal && !mayGoNegative,
      })),
    );
    return new Map(rows.map((row) => [row.code, row.id]));
  }

  /** Accounts by id (owner, code, totals) for naming and notifying; unknown ids are left out. */
  accounts(ids: readonly string[]) {
    return this.repository.findAccounts(ids.filter((id) => accountIdPattern.test(id)));
  }

  /** Committed transfers among these ids (at most 500; ids that are not UUIDs are left out). */
  transfers(ids: readonly string[]) {
    return this.repository.findTransfersByIds(ids.filter((id) => uuidPattern.test(id)));
  }

  /** The transfers of a business object (e.g. every bet, win and refund of a round), at most 500. */
  transfersOfReference(reference: { type: string; id: string }, limit = 200) {
    return this.repository.findTransfersByReference(reference, Math.min(Math.max(limit, 1), 500));
  }

  anyOpenBalance(kind: LedgerAccountKind, codeSuffix: string) {
    return this.repository.anyOpenBalance(kind, codeSuffix);
  }

  accountsOfMember(memberId: string, kind: LedgerAccountKind, limit = 100) {
    return this.repository.accountsOfMember(memberId, kind, Math.min(limit, 500));
  }

  accountByCode(code: string) {
    return this.repository.findAccountByCode(code);
  }

  async transfer(request: TransferRequest): Promise<LedgerTransferRow> {
    return this.applyBatched(this.rowOf(request));
  }

  /**
   * A posted transfer (or none) and another module's records of it, committed in one transaction of the
   * group commit (UnitWriter): a vendor's bet and its kept answer and round are durable together or not
   * at all. A vetoed, refused or replayed item moves no money and writes nothing; the caller decides the
   * answer. Fails (nothing committed) when the writer fails for this item.
   */
  async transferWithRecords<Payload>(
    request: TransferRequest | null,
    unit: { balanceAccountId: string; writer: UnitWriter<Payload>; payload: Payload },
  ): Promise<UnitOutcome> {
    if (request?.pending) throw new LedgerError('validation_failed', 'A hold cannot carry records.');
    if (!accountIdPattern.test(unit.balanceAccountId))
      throw new LedgerError('validation_failed', 'An account id is a positive whole number.');
    const row = request ? this.rowOf(request) : null;
    let outcome: UnitOutcome;
    try {
      outcome = await this.batcher.submitUnit({ row, ...unit });
    } catch (error) {
      if (error instanceof AppError && error.code === 'service_unavailable')
        throw new LedgerError(error.code, error.message);
      throw error;
    }
    if (outcome.type === 'existing' && row) this.replayed(outcome.transfer, row);
    if (outcome.type === 'applied' && outcome.transfer) this.announce(outcome.transfer);
    return outcome;
  }

  private rowOf(request: TransferRequest): NewTransfer {
    checkTransfer(request);
    return {
      // PostgreSQL answers uuids in lower case; the batch matches its rows to the database's by this text.
      id: request.id.toLowerCase(),
      debit_account_id: request.debitAccountId,
      credit_account_id: request.creditAccountId,
      amount: request.amountMinor.toString(),
      code: request.code,
      kind: (request.pending ? 'pending' : 'posted') as LedgerTransferKind,
      pending_id: null,
      reference_type: request.reference?.type ?? null,
      reference_id: request.reference?.id ?? null,
    };
  }

  /** Posted transfers and holds go through the group commit; see LedgerBatcher for why. */
  private async applyBatched(row: NewTransfer): Promise<LedgerTransferRow> {
    let outcome: BatchOutcome;
    try {
      outcome = await this.batcher.submit(row);
    } catch (error) {
      if (error instanceof AppError) throw new LedgerError(error.code, error.message);
      // The batch failed as a whole (a concurrent process took one of its ids, say): retry alone.
      return this.apply(row);
    }
    if (outcome.type === 'refused') throw new LedgerError(outcome.error.code, outcome.error.message);
    if (outcome.type === 'existing') return this.replayed(outcome.transfer, row);
    return this.announce(outcome.transfer);
  }

  async post(request: ResolveRequest): Promise<LedgerTransferRow> {
    return this.resolve(request, 'post_pending');
  }

  async void(request: ResolveRequest): Promise<LedgerTransferRow> {
    return this.resolve(request, 'void_pending');
  }

  private async resolve(
    request: ResolveRequest,
    kind: 'post_pending' | 'void_pending',
  ): Promise<LedgerTransferRow> {
    checkIdAndCode(request.id, request.code);
    if (!uuidPattern.test(request.pendingId))
      throw new LedgerError('validation_failed', 'A hold id must be a UUID.');
    const pending = await this.repository.findTransfer(request.pendingId);
    if (pending?.kind !== 'pending') throw new LedgerError('not_found', 'No such hold.');
    return this.apply({
      id: request.id,
      debit_account_id: pending.debit_account_id,
      credit_account_id: pending.credit_account_id,
      amount: pending.amount,
      code: request.code,
      kind,
      pending_id: pending.id,
      reference_type: pending.reference_type,
      reference_id: pending.reference_id,
    });
  }

  private async apply(row: Parameters<typeof sameRequest>[1]): Promise<LedgerTransferRow> {
    const existing = await this.repository.findTransfer(row.id);
    if (existing) return this.replayed(existing, row);
    try {
      const committed = await this.repository.transaction((transaction) =>
        this.applyInTransaction(transaction, row),
      );
      this.deltas.noteDeltas();
      return this.announce(committed);
    } catch (error) {
      // A concurrent request with the same id may have won while this one waited for the row locks; it
      // then fails on the id or finds the money already gone. Either way it is a replay of the winner.
      const winner = await this.repository.findTransfer(row.id);
      if (winner) return this.replayed(winner, row);
      if (!isUniqueViolation(error)) throw error;
      throw new LedgerError('validation_failed', 'This hold has already been posted or voided.');
    }
  }

  private replayed(existing: LedgerTransferRow, row: Parameters<typeof sameRequest>[1]): LedgerTransferRow {
    if (!sameRequest(existing, row))
      throw new LedgerError(
        'validation_failed',
        'This transfer id was already used for a different transfer.',
      );
    return existing;
  }

  private async applyInTransaction(
    transaction: Transaction<Database>,
    row: Parameters<typeof sameRequest>[1],
  ) {
    if (row.pending_id && (await this.repository.lockHold(transaction, row.pending_id))) {
      const replay = await this.repository.findTransfer(row.id, transaction);
      if (replay) return this.replayed(replay, row);
      throw new LedgerError('validation_failed', 'This hold has already been posted or voided.');
    }
    const balances = await this.applyChanges(transaction, row);
    return this.repository.insertTransfer(transaction, {
      ...row,
      debit_account_balance_after: balances.get(row.debit_account_id)?.toString() ?? null,
      credit_account_balance_after: balances.get(row.credit_account_id)?.toString() ?? null,
      created_at: new Date(),
    });
  }

  /** Both accounts' sides of a transfer; returns each account's posted balance afterwards. */
  private async applyChanges(
    transaction: Transaction<Database>,
    row: Parameters<typeof sameRequest>[1],
  ): Promise<Map<string, bigint | null>> {
    const balances = new Map<string, bigint | null>();
    const currencies = new Set<string>();
    const amount = BigInt(row.amount);
    for (const accountChange of changesFor(row.kind, row.debit_account_id, row.credit_account_id, amount)) {
      const applied = await this.repository.applyChange(transaction, accountChange);
      if (applied === undefined) {
        const account = await this.repository.findAccount(accountChange.accountId, transaction);
        if (!account) throw new LedgerError('not_found', 'No such account.');
        throw new LedgerError('insufficient_funds');
      }
      balances.set(accountChange.accountId, applied.balance);
      currencies.add(applied.currency);
    }
    // Money does not change currency by moving; throwing here rolls both sides back.
    if (currencies.size > 1)
      throw new LedgerError('validation_failed', 'Both accounts of a transfer must hold the same currency.');
    return balances;
  }

  async balanceOf(accountId: string): Promise<Balance> {
    const account = accountIdPattern.test(accountId)
      ? await this.repository.findAccount(accountId)
      : undefined;
    if (!account) throw new LedgerError('not_found', 'No such account.');
    return balanceOfRow(account);
  }

  linesOf(accountId: string, limit: number, offset: number) {
    return this.repository.linesOf(accountId, Math.min(limit, 200), offset);
  }

  statementOf(
    accountId: string,
    filter: { fromInstant?: Date; toInstant?: Date; code?: string },
    page: number,
    pageSize: number,
  ) {
    const limit = Math.min(pageSize, 100);
    return this.repository.statementOf(accountId, filter, limit, (page - 1) * limit);
  }

  verify(limit = 20) {
    return this.repository.findDiscrepancies(limit);
  }
}

/**
 * An account's posted balance right after one of its transfers. Kept for every account with a balance
 * flag (a member's); a hot account (house, vendor, pool) keeps none per transfer (0057_ledger_hot_accounts).
 */
export function balanceAfterOf(transfer: LedgerTransferRow, accountId: string): string {
  const after =
    transfer.credit_account_id === accountId
      ? transfer.credit_account_balance_after
      : transfer.debit_account_balance_after;
  if (after === null) throw new LedgerError('invalid_state', 'This account keeps no balance per transfer.');
  return after;
}

export function balanceOfRow(account: LedgerAccountRow): Balance {
  const postedMinor = BigInt(account.credits_posted) - BigInt(account.debits_posted);
  const pendingDebitsMinor = BigInt(account.debits_pending);
  const pendingCreditsMinor = BigInt(account.credits_pending);
  return {
    postedMinor,
    pendingDebitsMinor,
    pendingCreditsMinor,
    availableMinor: postedMinor - pendingDebitsMinor,
  };
}
