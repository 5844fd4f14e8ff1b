import type {
  AdminGame,
  AdminGameListResponse,
  AdminGameUpdateRequest,
  AdminVendor,
  AdminVendorListResponse,
  AdminVendorUpdateRequest,
} from '@gaming/contracts/catalogue';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type {
  AdminGameRow,
  AdminVendorRow,
  CatalogueAdminRepository,
  GameChange,
  VendorChange,
} from './catalogue-admin-repository.js';
import { imageUrl, pickCdn } from './catalogue-service.js';

function toAdminVendor(row: AdminVendorRow): AdminVendor {
  return {
    code: row.code,
    displayName: row.displayName,
    logoUrl: row.logoUrl,
    status: row.status,
    walletMode: row.walletMode,
    sortOrder: row.sortOrder,
    categories: row.categories,
    gameCount: Number(row.gameCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function vendorChangeOf(request: AdminVendorUpdateRequest): VendorChange {
  const change: VendorChange = {};
  if (request.displayName !== undefined) change.display_name = request.displayName;
  if (request.logoUrl !== undefined) change.logo_url = request.logoUrl;
  if (request.status !== undefined) change.status = request.status;
  if (request.walletMode !== undefined) change.wallet_mode = request.walletMode;
  if (request.sortOrder !== undefined) change.sort_order = request.sortOrder;
  return change;
}

function gameChangeOf(request: AdminGameUpdateRequest): GameChange {
  const change: GameChange = {};
  if (request.enabled !== undefined) change.enabled = request.enabled;
  if (request.maintenance !== undefined) change.maintenance = request.maintenance;
  if (request.isHot !== undefined) change.is_hot = request.isHot;
  if (request.isNew !== undefined) change.is_new = request.isNew;
  if (request.supportsTrial !== undefined) change.supports_trial = request.supportsTrial;
  if (request.sortOrder !== undefined) change.sort_order = request.sortOrder;
  if (request.imagePath !== undefined) change.image_path = request.imagePath;
  if (request.launchMode !== undefined) change.launch_mode = request.launchMode;
  return change;
}

/** Staff tools for vendors and games; every change is audited with its before and after. */
export class CatalogueAdminService {
  constructor(
    private readonly repository: CatalogueAdminRepository,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly onVendorsChanged: () => void,
    /** Whether members still hold money in this vendor's wallets (the wallet module answers from the ledger). */
    private readonly vendorWalletMoneyHeld: (vendorCode: string) => Promise<boolean>,
  ) {}

  private toAdminGame(row: AdminGameRow, cdn: string): AdminGame {
    return {
      ...row,
      iconUrl: imageUrl(row.imagePath, cdn),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async listVendors(): Promise<AdminVendorListResponse> {
    return { vendors: (await this.repository.listVendors()).map(toAdminVendor) };
  }

  async updateVendor(
    actor: AuditActor,
    code: string,
    request: AdminVendorUpdateRequest,
  ): Promise<AdminVendor> {
    const updated = await this.repository.transaction(async (transaction) => {
      const before = await this.repository.lockVendor(transaction, code);
      if (!before) throw new AppError('not_found', 'No such vendor.');
      const leavingTransferMode = request.walletMode === 'seamless' && before.walletMode === 'transfer';
      if (leavingTransferMode && (await this.vendorWalletMoneyHeld(code))) {
        throw new AppError(
          'invalid_state',
          'Members still hold money in this vendor wallet; it must be recalled before switching to seamless.',
        );
      }
      const after = await this.repository.updateVendor(transaction, code, vendorChangeOf(request));
      await this.audit.record(
        actor,
        {
          action: 'catalogue.vendor.update',
          targetType: 'vendor',
          targetId: code,
          before: toAdminVendor(before),
          after: toAdminVendor(after),
        },
        transaction,
      );
      return after;
    });
    this.onVendorsChanged();
    return toAdminVendor(updated);
  }

  async listGames(query: {
    vendor?: string | undefined;
    category?: string | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  }): Promise<AdminGameListResponse> {
    const { rows, total } = await this.repository.listGames({
      vendor: query.vendor,
      category: query.category,
      search: query.search || undefined,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const cdn = pickCdn(this.settings.get('cdn').imageCDNs);
    return {
      games: rows.map((row) => this.toAdminGame(row, cdn)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async updateGame(actor: AuditActor, id: string, request: AdminGameUpdateRequest): Promise<AdminGame> {
    const cdn = pickCdn(this.settings.get('cdn').imageCDNs);
    return this.repository.transaction(async (transaction) => {
      const before = await this.repository.lockGame(transaction, id);
      if (!before) throw new AppError('not_found', 'No such game.');
      const after = await this.repository.updateGame(transaction, id, gameChangeOf(request));
      await this.audit.record(
        actor,
        {
          action: 'catalogue.game.update',
          targetType: 'game',
          targetId: id,
          before: this.toAdminGame(before, ''),
          after: this.toAdminGame(after, ''),
        },
        transaction,
      );
      return this.toAdminGame(after, cdn);
    });
  }
}
