import {
  type AdminRound,
  type AdminRoundDetail,
  type AdminRoundListQuery,
  type AdminRoundListResponse,
  maximumRoundDetailLines,
  maximumRoundLookupPageSize,
  type RoundCallback,
} from '@gaming/contracts/betting-records';
import { addDays, brandDay } from '../../platform/brand-day.js';
import { checkDayRange, instantRange } from '../../platform/brand-period.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { MembersService } from '../members/members-service.js';
import {
  type GameLabels,
  labelsOf,
  toBettingRecord,
  toBettingTotals,
} from '../rounds/betting-records-service.js';
import type { GameRoundRow, RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { callbackTransferId, callbackTransferSteps } from './seamless-wallet-service.js';
import type { VendorsRepository, VendorTransactionRow } from './vendors-repository.js';

/** Without dates or an id the lookup covers the last 7 brand-local days, today included. */
const defaultRangeDays = 7;

/** Every ledger transfer a callback can have moved, so each callback shows what it moved. */
function callbackTransferIds(ids: LedgerIds, vendorCode: string, transactionId: string): string[] {
  return callbackTransferSteps.map((step) => callbackTransferId(ids, vendorCode, transactionId, step));
}

/** The seamless wallet's read of a round's callbacks (SeamlessWalletService.callbacksOfRound). */
export interface RoundCallbacks {
  callbacksOfRound(roundId: string): Promise<VendorTransactionRow[]>;
}

function answerOf(response: string): string {
  try {
    const parsed = JSON.parse(response) as { status?: unknown; code?: unknown };
    if (parsed.status === 'ok') return 'ok';
    return typeof parsed.code === 'string' ? parsed.code : 'error';
  } catch {
    return 'unreadable';
  }
}

/**
 * The back office's round lookup (issue 5 item 9): rounds of any member by id, member, vendor, the
 * vendor's round or transaction id and brand-local days; a round's detail with every seamless callback
 * in arrival order and the ledger transfers that moved its money.
 */
export class RoundLookupService {
  constructor(
    private readonly dependencies: {
      rounds: RoundsService;
      callbacks: RoundCallbacks;
      repository: VendorsRepository;
      ledger: LedgerService;
      ledgerIds: LedgerIds;
      wallet: WalletService;
      members: MembersService;
      catalogue: GameLabels;
      settings: SettingsService;
      now?: () => number;
    },
  ) {}

  private brand() {
    return this.dependencies.settings.get('brand');
  }

  private format() {
    const brand = this.brand();
    return {
      currency: brand.currency,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
    };
  }

  /** An id finds its round on any day; otherwise the days are bounded like a member's own reports. */
  private dayRange(query: AdminRoundListQuery) {
    if ((query.roundId || query.externalId) && !query.from && !query.to) return null;
    const offsetMinutes = this.brand().gmtOffsetMinutes;
    const today = brandDay((this.dependencies.now ?? Date.now)(), offsetMinutes);
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addDays(to, 1 - defaultRangeDays);
    return checkDayRange({ from, to });
  }

  async list(query: AdminRoundListQuery): Promise<AdminRoundListResponse> {
    const { rounds, repository, members } = this.dependencies;
    const range = this.dayRange(query);
    const pageSize = Math.min(query.pageSize, maximumRoundLookupPageSize);
    const vendorCode = query.vendor?.toUpperCase();
    const empty = {
      ...this.format(),
      from: range?.from ?? null,
      to: range?.to ?? null,
      rounds: [],
      totals: { count: 0, stakeMinor: '0', winMinor: '0', validBetMinor: '0', netMinor: '0' },
      pageInfo: { page: query.page, pageSize, total: 0 },
    };
    let memberId: string | undefined;
    if (query.member) {
      const member = await members.findByUsername(query.member);
      if (!member) return empty;
      memberId = member.id;
    }
    const external = query.externalId
      ? {
          externalRoundId: query.externalId,
          roundIds: await repository.roundIdsOfTransaction(query.externalId, vendorCode),
        }
      : undefined;
    const { rows, total, totals } = await rounds.search({
      memberId,
      roundId: query.roundId,
      vendorCode,
      external,
      status: query.status,
      ...(range ? instantRange(range, this.brand().gmtOffsetMinutes) : {}),
      page: query.page,
      pageSize,
    });
    return {
      ...empty,
      rounds: await this.views(rows),
      totals: toBettingTotals(totals),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  private async views(rows: GameRoundRow[]): Promise<AdminRound[]> {
    const [labels, accounts] = await Promise.all([
      labelsOf(rows, this.dependencies.catalogue, undefined),
      this.dependencies.members.accountsOf(rows.map((row) => row.member_id)),
    ]);
    return rows.map((row) => ({
      ...toBettingRecord(row, labels),
      memberId: row.member_id,
      memberAccount: accounts.get(row.member_id) ?? row.member_id,
      externalRoundId: row.external_round_id,
      currency: row.currency,
    }));
  }

  async detail(roundId: string): Promise<AdminRoundDetail> {
    const { rounds, callbacks, ledger, wallet } = this.dependencies;
    const round = await rounds.find(roundId);
    if (!round) throw new AppError('not_found');
    const [rows, transfers, mainAccountId, [view]] = await Promise.all([
      callbacks.callbacksOfRound(round.id),
      ledger.transfersOfReference({ type: 'round', id: round.id }, maximumRoundDetailLines),
      wallet.mainAccountId(round.member_id),
      this.views([round]),
    ]);
    if (!view) throw new AppError('not_found');
    const transferIds = new Set(transfers.map((transfer) => transfer.id));
    return {
      ...this.format(),
      round: view,
      callbacks: rows.slice(0, maximumRoundDetailLines).map(
        (row): RoundCallback => ({
          transactionId: row.transaction_id,
          action: row.action,
          state: row.state,
          amountMinor: row.amount_minor,
          answer: answerOf(row.response),
          createdAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
          transferIds: callbackTransferIds(
            this.dependencies.ledgerIds,
            row.vendor_code,
            row.transaction_id,
          ).filter((id) => transferIds.has(id)),
        }),
      ),
      transfers: transfers.map((transfer) => ({
        id: transfer.id,
        code: transfer.code,
        amountMinor: transfer.amount,
        memberAmountMinor:
          transfer.credit_account_id === mainAccountId
            ? transfer.amount
            : transfer.debit_account_id === mainAccountId
              ? `-${transfer.amount}`
              : '0',
        createdAt: new Date(transfer.created_at).toISOString(),
      })),
    };
  }
}
