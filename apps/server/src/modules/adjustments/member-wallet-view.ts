import type {
  AdminMemberWallet,
  AdminWalletLinesQuery,
  AdminWalletLinesResponse,
} from '@gaming/contracts/adjustments';
import { brandDayStart } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { MembersService } from '../members/members-service.js';
import { balanceAfterOf, type LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { AdjustmentsService } from './adjustments-service.js';

const lineStatus = {
  posted: 'posted',
  pending: 'pending',
  post_pending: 'posted_hold',
  void_pending: 'released_hold',
} as const;

/** A member's wallet as staff see it (back office): balance and every ledger line, read-only. */
export class MemberWalletView {
  constructor(
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly members: MembersService,
    private readonly adjustments: AdjustmentsService,
  ) {}

  private async requireMember(memberId: string) {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('not_found');
    return member;
  }

  async summary(memberId: string): Promise<AdminMemberWallet> {
    const member = await this.requireMember(memberId);
    const balance = await this.ledger.balanceOf(await this.wallet.mainAccountId(member.id));
    return {
      memberId: member.id,
      account: member.username,
      brand: this.adjustments.brand(),
      balanceMinor: balance.postedMinor.toString(),
      heldMinor: balance.pendingDebitsMinor.toString(),
      availableMinor: balance.availableMinor.toString(),
    };
  }

  async lines(memberId: string, query: AdminWalletLinesQuery): Promise<AdminWalletLinesResponse> {
    const member = await this.requireMember(memberId);
    const brand = this.adjustments.brand();
    const accountId = await this.wallet.mainAccountId(member.id);
    const { rows, total } = await this.ledger.statementOf(
      accountId,
      {
        ...(query.from ? { fromInstant: brandDayStart(query.from, brand.gmtOffsetMinutes) } : {}),
        ...(query.to ? { toInstant: brandDayStart(query.to, brand.gmtOffsetMinutes, 1) } : {}),
        ...(query.code ? { code: query.code } : {}),
      },
      query.page,
      query.pageSize,
    );
    const counterpartIds = rows.map((row) =>
      row.credit_account_id === accountId ? row.debit_account_id : row.credit_account_id,
    );
    const codes = new Map(
      (await this.ledger.accounts(counterpartIds)).map((account) => [account.id, account.code]),
    );
    return {
      brand,
      lines: rows.map((row, index) => {
        const incoming = row.credit_account_id === accountId;
        const counterpartId = counterpartIds[index] as string;
        return {
          id: row.id,
          code: row.code,
          direction: incoming ? ('credit' as const) : ('debit' as const),
          amountMinor: String(row.amount),
          balanceAfterMinor: balanceAfterOf(row, accountId),
          status: lineStatus[row.kind],
          referenceType: row.reference_type,
          referenceId: row.reference_id,
          counterpartAccountCode: codes.get(counterpartId) ?? counterpartId,
          createdAt: new Date(row.created_at).toISOString(),
        };
      }),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }
}
