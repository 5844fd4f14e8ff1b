import type { VendorWalletsResponse } from '@gaming/contracts/vendor-wallet';
import { derivedUuid } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditService } from '../audit/audit-service.js';
import type { TransferWalletVendor } from '../games/games-repository.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import { LedgerError, type LedgerService } from './ledger-service.js';
import type { WalletService } from './wallet-service.js';

/**
 * The vendor's side of a transfer-wallet move, implemented by the games issue's vendor adapter: crediting
 * or debiting the member's balance in the vendor's own system, and reading it back.
 *
 * NOT CALLED YET. No vendor adapter exists in this build, so VendorWalletService moves money on our
 * ledger only (main wallet <-> the member's vendor sub-account) and never claims a vendor was told.
 * The intended flow once an adapter is wired in: hold the money as a pending ledger transfer, call
 * transferIn/transferOut with the transfer id as the vendor's idempotency key, then post the hold when
 * the vendor confirms or void it when the vendor refuses; reconcile with `balance` when a call times out.
 */
export interface VendorWalletPort {
  transferIn(move: VendorWalletMove): Promise<void>;
  transferOut(move: VendorWalletMove): Promise<void>;
  balance(request: { vendorCode: string; memberId: string }): Promise<bigint>;
}

export type VendorWalletMove = {
  vendorCode: string;
  memberId: string;
  /** Our ledger transfer id; the vendor must treat a repeat of it as the same move. */
  transferId: string;
  amountMinor: bigint;
};

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

const accountIdCacheLimit = 10_000;
/** A recall re-reads a wallet that a concurrent move changed under it at most this many times. */
const recallAttempts = 3;

/** The ledger transfer id of a member's request: a retry reuses it; members' request ids never collide. */
export function transferIdFor(key: string): string {
  return derivedUuid(key);
}

/** Account codes are lowercase (0003_ledger.sql); vendor codes are uppercase letters, digits and _. */
export function vendorAccountCode(memberId: string, vendorCode: string): string {
  return `member:${memberId}${vendorAccountSuffix(vendorCode)}`;
}

/** What every member's account with this vendor ends with. */
export function vendorAccountSuffix(vendorCode: string): string {
  return `:vendor:${vendorCode.toLowerCase()}`;
}

/**
 * Transfer-wallet mode: one sub-account per member and transfer-mode vendor (kind member_vendor, never
 * negative, created on first use), and moves between it and the main wallet. Ledger side only; see
 * VendorWalletPort for the vendor side that the games issue adds.
 */
export class VendorWalletService {
  private readonly accountIds = new Map<string, string>();

  constructor(
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly catalogue: VendorCatalogue,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** The member's vendor sub-accounts with their posted balances (one query, bounded by the ledger). */
  private async memberVendorAccounts(memberId: string) {
    return (await this.ledger.accountsOfMember(memberId, 'member_vendor')).map((row) => ({
      id: row.id,
      code: row.code,
      balanceMinor: BigInt(row.credits_posted) - BigInt(row.debits_posted),
    }));
  }

  /** Which of these transfer ids already committed (a replayed recall), with their amounts. */
  private async committedTransfers(ids: string[]): Promise<Map<string, bigint>> {
    return new Map((await this.ledger.transfers(ids)).map((row) => [row.id, BigInt(row.amount)]));
  }

  private async vendorAccountId(memberId: string, vendorCode: string): Promise<string> {
    const code = vendorAccountCode(memberId, vendorCode);
    const cached = this.accountIds.get(code);
    if (cached) return cached;
    const account = await this.ledger.ensureAccount({
      code,
      kind: 'member_vendor',
      memberId,
      currency: this.settings.get('brand').currency,
      mayGoNegative: false,
    });
    if (this.accountIds.size >= accountIdCacheLimit) this.accountIds.clear();
    this.accountIds.set(code, account.id);
    return account.id;
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
    const [vendors, accounts] = await Promise.all([
      this.catalogue.transferWalletVendors(),
      this.memberVendorAccounts(member.id),
    ]);
    const balances = new Map(accounts.map((account) => [account.code, account.balanceMinor]));
    let totalMinor = BigInt(main.balanceMinor);
    const wallets = [];
    for (const vendor of vendors) {
      const balanceMinor = balances.get(vendorAccountCode(member.id, vendor.code)) ?? 0n;
      // A disabled vendor is listed only while money is left with it, so no money ever disappears from view.
      if (vendor.status === 'disabled' && balanceMinor === 0n) continue;
      totalMinor += balanceMinor;
      wallets.push({
        vendorCode: vendor.code,
        displayName: vendor.displayName,
        status: vendor.status,
        balanceMinor: balanceMinor.toString(),
      });
    }
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

  async transfer(member: MemberRow, input: VendorTransferInput, client: RequestClient) {
    const amountMinor = this.wallet.parseAmount(input.amount);
    const vendor = await this.movableVendor(input.vendorCode, input.direction);
    const mainId = await this.wallet.mainAccountId(member.id);
    const vendorId = await this.vendorAccountId(member.id, vendor.code);
    const incoming = input.direction === 'in';
    // Ledger side only: no vendor system is credited or debited here (VendorWalletPort, not wired yet).
    const transfer = await this.ledger.transfer({
      id: transferIdFor(`vendor-transfer:${member.id}:${input.requestId}`),
      debitAccountId: incoming ? mainId : vendorId,
      creditAccountId: incoming ? vendorId : mainId,
      amountMinor,
      code: incoming ? 'vendor_transfer_in' : 'vendor_transfer_out',
      reference: { type: 'vendor_transfer', id: input.requestId },
    });
    await this.audit.record(
      { type: 'member', id: member.id, name: member.username, ip: client.ip },
      {
        action: `wallet.vendor_transfer_${input.direction}`,
        targetType: 'vendor',
        targetId: vendor.code,
        after: { transferId: transfer.id, amountMinor: transfer.amount },
      },
    );
    return {
      transferId: transfer.id,
      vendorCode: vendor.code,
      direction: input.direction,
      amountMinor: transfer.amount,
      mainBalanceMinor: incoming
        ? transfer.debit_account_balance_after
        : transfer.credit_account_balance_after,
      vendorBalanceMinor: incoming
        ? transfer.credit_account_balance_after
        : transfer.debit_account_balance_after,
    };
  }

  /**
   * Moves every vendor balance back to the main wallet. Each vendor's move has a transfer id derived from
   * the request id, so a replayed recall finds its moves already committed and moves nothing more.
   */
  async recallAll(member: MemberRow, input: { requestId: string }, client: RequestClient) {
    await this.assertTransferMode();
    const vendors = (await this.catalogue.transferWalletVendors()).filter(
      (vendor) => vendor.status !== 'disabled',
    );
    const idOf = (vendorCode: string) =>
      transferIdFor(`vendor-recall:${member.id}:${input.requestId}:${vendorCode}`);
    const committed = await this.committedTransfers(vendors.map((vendor) => idOf(vendor.code)));
    const recalled: Array<{ vendorCode: string; amountMinor: string }> = [];
    if (committed.size > 0) {
      for (const vendor of vendors) {
        const amount = committed.get(idOf(vendor.code));
        if (amount !== undefined) recalled.push({ vendorCode: vendor.code, amountMinor: amount.toString() });
      }
    } else {
      const balances = new Map(
        (await this.memberVendorAccounts(member.id)).map((account) => [account.code, account]),
      );
      const mainId = await this.wallet.mainAccountId(member.id);
      for (const vendor of vendors) {
        const account = balances.get(vendorAccountCode(member.id, vendor.code));
        if (!account || account.balanceMinor <= 0n) continue;
        const amountMinor = await this.recallOne(account, mainId, idOf(vendor.code), input.requestId);
        if (amountMinor > 0n) recalled.push({ vendorCode: vendor.code, amountMinor: amountMinor.toString() });
      }
      if (recalled.length > 0)
        await this.audit.record(
          { type: 'member', id: member.id, name: member.username, ip: client.ip },
          {
            action: 'wallet.vendor_recall_all',
            targetType: 'member',
            targetId: member.id,
            after: { recalled },
          },
        );
    }
    const main = await this.ledger.balanceOf(await this.wallet.mainAccountId(member.id));
    return {
      recalled,
      totalRecalledMinor: recalled.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n).toString(),
      mainBalanceMinor: main.postedMinor.toString(),
    };
  }

  /** One vendor's whole balance back to main; a concurrent move that shrank it means reading it again. */
  private async recallOne(
    account: { id: string; balanceMinor: bigint },
    mainId: string,
    transferId: string,
    requestId: string,
  ): Promise<bigint> {
    let amountMinor = account.balanceMinor;
    for (let attempt = 1; amountMinor > 0n; attempt += 1) {
      try {
        const transfer = await this.ledger.transfer({
          id: transferId,
          debitAccountId: account.id,
          creditAccountId: mainId,
          amountMinor,
          code: 'vendor_transfer_out',
          reference: { type: 'vendor_recall', id: requestId },
        });
        return BigInt(transfer.amount);
      } catch (error) {
        if (
          !(error instanceof LedgerError) ||
          error.code !== 'insufficient_funds' ||
          attempt >= recallAttempts
        )
          throw error;
        amountMinor = (await this.ledger.balanceOf(account.id)).availableMinor;
      }
    }
    return 0n;
  }
}
