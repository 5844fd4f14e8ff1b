import {
  type AdminVendorMove,
  type AdminVendorMoveCheckResponse,
  type AdminVendorMoveListQuery,
  type AdminVendorMoveListResponse,
  vendorMoveRecoveryAttemptLimit,
} from '@gaming/contracts/vendor-wallet-moves';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type {
  UnsettledMoveRow,
  VendorWalletRepository,
  VendorWalletTransferRow,
} from './vendor-wallet-repository.js';
import type { VendorWalletService } from './vendor-wallet-service.js';

function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toAdminVendorMove(row: VendorWalletTransferRow, memberAccount: string): AdminVendorMove {
  return {
    id: row.id,
    memberId: row.member_id,
    memberAccount,
    vendorCode: row.vendor_code,
    direction: row.direction,
    amountMinor: row.amount_minor,
    state: row.state,
    failureCode: row.failure_code,
    attempts: row.attempts,
    isGivenUp: row.attempts >= vendorMoveRecoveryAttemptLimit,
    lastError: row.last_error,
    nextCheckAt: isoOf(row.next_check_at),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

/**
 * The back office's view of transfer-wallet moves not settled yet (state started or sent) and staff's
 * "check now". The money logic is VendorWalletService's recovery pass, unchanged; this adds the list,
 * the reply shape and the audit trail.
 */
export class VendorWalletAdminService {
  constructor(
    private readonly repository: VendorWalletRepository,
    private readonly vendorWallets: VendorWalletService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminVendorMoveListQuery): Promise<AdminVendorMoveListResponse> {
    const { rows, total } = await this.repository.listUnsettled({
      vendorCode: query.vendor,
      isGivenUp: query.recovery === undefined ? undefined : query.recovery === 'given_up',
      attemptLimit: vendorMoveRecoveryAttemptLimit,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const brand = this.settings.get('brand');
    return {
      currency: brand.currency,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
      attemptLimit: vendorMoveRecoveryAttemptLimit,
      moves: rows.map((row: UnsettledMoveRow) => toAdminVendorMove(row, row.member_account)),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** Runs the recovery pass for one move now; a pass that ran is audited with the state it left. */
  async check(id: string, actor: AuditActor): Promise<AdminVendorMoveCheckResponse> {
    const before = await this.repository.findWithMember(id);
    if (!before) throw new AppError('not_found', 'No such vendor wallet move.');
    const { result, row } = await this.vendorWallets.checkMove(id);
    if (result === 'checked')
      await this.audit.record(actor, {
        action: 'wallet.vendor_move_check',
        targetType: 'vendor_transfer',
        targetId: id,
        before: { state: before.state, attempts: before.attempts },
        after: {
          state: row.state,
          attempts: row.attempts,
          failureCode: row.failure_code,
          lastError: row.last_error,
        },
      });
    return { result, move: toAdminVendorMove(row, before.member_account) };
  }
}
