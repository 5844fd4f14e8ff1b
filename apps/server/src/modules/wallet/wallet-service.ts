import { parseDecimalAmount } from '@gaming/contracts/money';
import type { BalanceResponse } from '@gaming/contracts/wallet';
import { brandDayStart } from '../../platform/brand-day.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { RequestClient } from '../../platform/request-client.js';
import { verifyPassword } from '../../platform/security/passwords.js';
import type { AuditService } from '../audit/audit-service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import {
  formatOrderNumber,
  type RecordReferenceLabel,
  RecordReferences,
  toRecordEntry,
} from './account-record.js';
import type { AccountRecordRepository, RecordEntryRow } from './account-record-repository.js';
import { balanceOfRow, type LedgerService } from './ledger-service.js';

const accountIdCacheLimit = 10_000;

export type StatementQuery = {
  from?: string | undefined;
  to?: string | undefined;
  type?: string | undefined;
  page: number;
  pageSize: number;
};

/** A member's wallet on the ledger: balance, statement and member-to-member transfers. */
export class WalletService {
  private readonly accountIds = new Map<string, string>();
  /** Each module that owns a business object names it in the account record (account-record.ts). */
  readonly recordReferences = new RecordReferences();

  constructor(
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly members: MembersService,
    private readonly throttle: LoginThrottle,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    /** Live notices; absent in tools that move money without a server (CLI, benchmarks). */
    private readonly events?: MemberEventBus,
    /** The member's account record; absent in tools that only move money. */
    private readonly records?: AccountRecordRepository,
  ) {
    // An adjustment's number is its own (staff see the same one): nothing to look up.
    this.recordReferences.register(
      'adjustment',
      async (ids) =>
        new Map(ids.map((id) => [id, { reference: formatOrderNumber('adjustment', id), subject: null }])),
    );
  }

  private async accountId(
    code: string,
    create: () => ReturnType<LedgerService['ensureAccount']>,
  ): Promise<string> {
    const cached = this.accountIds.get(code);
    if (cached) return cached;
    const account = await create();
    if (this.accountIds.size >= accountIdCacheLimit) this.accountIds.clear();
    this.accountIds.set(code, account.id);
    return account.id;
  }

  /** The member's main wallet; created on first use, never allowed below zero. */
  mainAccountId(memberId: string): Promise<string> {
    const code = `member:${memberId}:main`;
    const currency = this.settings.get('brand').currency;
    return this.accountId(code, () =>
      this.ledger.ensureAccount({ code, kind: 'member_main', memberId, currency, mayGoNegative: false }),
    );
  }

  /** Many members' main wallets at once (a settlement run pays thousands); created on first use. */
  async mainAccountIds(memberIds: readonly string[]): Promise<Map<string, string>> {
    const currency = this.settings.get('brand').currency;
    const unique = [...new Set(memberIds)];
    const byCode = await this.ledger.ensureAccounts(
      unique.map((memberId) => ({ code: `member:${memberId}:main`, memberId, currency })),
      'member_main',
      false,
    );
    const ids = new Map<string, string>();
    for (const memberId of unique) {
      const id = byCode.get(`member:${memberId}:main`);
      if (id) ids.set(memberId, id);
    }
    return ids;
  }

  async balance(member: MemberRow): Promise<BalanceResponse> {
    const brand = this.settings.get('brand');
    const balance = await this.ledger.balanceOf(await this.mainAccountId(member.id));
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      decimals: brand.currencyDecimals,
      balanceMinor: balance.postedMinor.toString(),
      availableMinor: balance.availableMinor.toString(),
      heldMinor: balance.pendingDebitsMinor.toString(),
    };
  }

  /** A brand-local calendar day (yyyy-MM-dd) as the UTC instant it starts at. */
  private dayStart(day: string, plusDays = 0): Date {
    return brandDayStart(day, this.settings.get('brand').gmtOffsetMinutes, plusDays);
  }

  /**
   * The account record: one entry per business event of the main wallet (issue 14 #2), with what it did
   * to the money the member can spend, named by what the member knows (order numbers, games, vendors,
   * the other member), never by ledger ids.
   */
  async statement(member: MemberRow, query: StatementQuery) {
    if (!this.records) throw new Error('The account record needs its repository.');
    const accountId = await this.mainAccountId(member.id);
    const { rows, total } = await this.records.entriesOf(
      accountId,
      {
        ...(query.from ? { fromInstant: this.dayStart(query.from) } : {}),
        ...(query.to ? { toInstant: this.dayStart(query.to, 1) } : {}),
        ...(query.type ? { code: query.type } : {}),
      },
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    const labels = await this.recordLabels(rows, member.language);
    return {
      records: rows.map((row) => toRecordEntry(row, labelOf(row, labels))),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /**
   * Money credited to the member's main wallet under some reason codes in a range, read by the codes'
   * names (the agent centre's income: codes another module pays under), with a page of the lines.
   */
  async creditsByCode(
    memberId: string,
    codes: readonly string[],
    range: { fromInstant: Date; toInstant: Date },
    page: { limit: number; offset: number } = { limit: 0, offset: 0 },
  ) {
    if (!this.records) throw new Error('The account record needs its repository.');
    return this.records.creditsOf(await this.mainAccountId(memberId), codes, range, page);
  }

  private async recordLabels(rows: readonly RecordEntryRow[], language: string) {
    const references = rows.flatMap((row) =>
      row.reference_type && row.reference_id ? [{ type: row.reference_type, id: row.reference_id }] : [],
    );
    const labels = await this.recordReferences.labelsOf(references, language);
    // Between members the other side is named by its account (both sides know it from the transfer).
    const others = new Set(rows.flatMap((row) => (isMemberTransfer(row) ? [row.other_member_id] : [])));
    if (others.size > 0)
      for (const [id, account] of await this.members.accountsOf([...others]))
        labels.set(`member-side:${id}`, { reference: null, subject: account });
    return labels;
  }

  parseAmount(text: string): bigint {
    const amount = parseDecimalAmount(text, this.settings.get('brand').currencyDecimals);
    if (amount === undefined || amount <= 0n) {
      throw new AppError('validation_failed', undefined, [{ path: 'amount', message: 'validation.amount' }]);
    }
    return amount;
  }

  /** Checks the payment password; five wrong ones lock payments for the lockout minutes. */
  async checkPaymentPassword(member: MemberRow, paymentPassword: string): Promise<void> {
    if (!member.payment_password_hash) throw new AppError('payment_password_required');
    const subjects = [{ scope: 'account' as const, subject: `payment:${member.id}` }];
    await this.throttle.assertNotLocked(subjects);
    if (!(await verifyPassword(member.payment_password_hash, paymentPassword))) {
      await this.throttle.recordFailure(subjects);
      throw new AppError('payment_password_incorrect');
    }
    await this.throttle.clear(subjects);
  }

  /** The upline a transfer can go to: none when the member has none or it has been disabled. */
  private async activeUplineOf(member: MemberRow): Promise<MemberRow | undefined> {
    if (!member.upline_member_id) return undefined;
    const upline = await this.members.findById(member.upline_member_id);
    return upline && upline.status !== 'disabled' ? upline : undefined;
  }

  /** Whether a transfer to the upline can go anywhere, asked before the form asks for money. */
  async transferUplineStatus(member: MemberRow): Promise<{ hasUpline: boolean }> {
    return { hasUpline: (await this.activeUplineOf(member)) !== undefined };
  }

  async transferToUpline(
    member: MemberRow,
    input: { requestId: string; amount: string; paymentPassword: string },
    client: RequestClient,
  ) {
    const upline = await this.activeUplineOf(member);
    if (!upline) throw new AppError('no_upline');
    return this.transferBetweenMembers(member, upline, 'transfer_upline', input, client);
  }

  async transferToDownline(
    member: MemberRow,
    input: {
      requestId: string;
      amount: string;
      paymentPassword: string;
      downlineAccount?: string | undefined;
    },
    client: RequestClient,
  ) {
    const downline = input.downlineAccount
      ? await this.members.findByUsername(input.downlineAccount)
      : undefined;
    if (!downline || downline.upline_member_id !== member.id || downline.status === 'disabled')
      throw new AppError('not_your_downline');
    return this.transferBetweenMembers(member, downline, 'transfer_downline', input, client);
  }

  private async transferBetweenMembers(
    from: MemberRow,
    to: MemberRow,
    code: 'transfer_upline' | 'transfer_downline',
    input: { requestId: string; amount: string; paymentPassword: string },
    client: RequestClient,
  ) {
    const amountMinor = this.parseAmount(input.amount);
    await this.checkPaymentPassword(from, input.paymentPassword);
    const fromAccountId = await this.mainAccountId(from.id);
    const transfer = await this.ledger.transfer({
      // The member's key names their own request only: scoped, it can never take a server step's id.
      id: this.ids.ofMemberRequest(from.id, code, input.requestId),
      debitAccountId: fromAccountId,
      creditAccountId: await this.mainAccountId(to.id),
      amountMinor,
      code,
      reference: { type: 'member', id: to.id },
    });
    await this.audit.record(
      { type: 'member', id: from.id, name: from.username, ip: client.ip },
      {
        action: `wallet.${code}`,
        targetType: 'member',
        targetId: to.id,
        after: { transferId: transfer.id, amountMinor: transfer.amount },
      },
    );
    // After the commit: both sides hear of it live (their balances follow from the ledger commit itself).
    const notice = { type: 'cashier', referenceId: transfer.id, amountMinor: transfer.amount } as const;
    this.events?.publish(from.id, { ...notice, kind: 'transfer_sent' });
    this.events?.publish(to.id, { ...notice, kind: 'transfer_received' });
    return {
      transferId: transfer.id,
      amountMinor: transfer.amount,
      // What the sender can spend now (issue 14 #3): the posted balance would count money held for a
      // pending withdrawal as if it were still theirs to spend.
      balanceAfterMinor: (await this.ledger.balanceOf(fromAccountId)).availableMinor.toString(),
      counterpartAccount: to.username,
    };
  }
}

function isMemberTransfer(row: RecordEntryRow): row is RecordEntryRow & { other_member_id: string } {
  return (row.code === 'transfer_upline' || row.code === 'transfer_downline') && row.other_member_id !== null;
}

function labelOf(row: RecordEntryRow, labels: Map<string, RecordReferenceLabel>) {
  if (isMemberTransfer(row)) return labels.get(`member-side:${row.other_member_id}`);
  return row.reference_type ? labels.get(`${row.reference_type}:${row.reference_id}`) : undefined;
}

export { balanceOfRow };
