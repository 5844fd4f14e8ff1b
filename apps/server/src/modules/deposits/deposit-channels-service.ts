import {
  type AdminDepositChannel,
  type AdminDepositChannelRequest,
  adminDepositChannelRequestSchema,
  type DepositChannel,
} from '@gaming/contracts/deposits';
import { parseDecimalAmount } from '@gaming/contracts/money';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import { simulatorMerchantSecret, simulatorPrefix } from '../gateway-sim/simulator-secret.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { ChannelValues, DepositChannelRow, DepositsRepository } from './deposits-repository.js';
import { HmacPaymentGateway, type PaymentGateway } from './payment-gateway.js';

const maximumChannels = 100;
type ChannelRequest = z.output<typeof adminDepositChannelRequestSchema>;

export type GatewayEndpoints = {
  /** This server's own address (where it listens), for the built-in simulator and its callbacks. */
  selfBaseUrl: () => string;
  /** The site's public address, where an external gateway sends its notifications. */
  publicUrl: () => string;
  gatewaySimulator: boolean;
  secretKey: Buffer;
};

/** A channel's fee: floor(amount × basis points / 10 000) plus the fixed part; the member bears it. */
export function feeFor(
  channel: Pick<DepositChannelRow, 'fee_basis_points' | 'fee_fixed_minor'>,
  amount: bigint,
) {
  return (amount * BigInt(channel.fee_basis_points)) / 10_000n + BigInt(channel.fee_fixed_minor);
}

export function toMemberChannel(row: DepositChannelRow): DepositChannel {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    localizedNames: row.localized_names ?? {},
    minAmountMinor: row.min_amount_minor,
    maxAmountMinor: row.max_amount_minor,
    feeBasisPoints: row.fee_basis_points,
    feeFixedMinor: row.fee_fixed_minor,
    bank:
      row.type === 'manual_bank'
        ? {
            bankName: row.bank_name ?? '',
            accountName: row.bank_account_name ?? '',
            accountNumber: row.bank_account_number ?? '',
            instructions: row.bank_instructions,
          }
        : null,
  };
}

function toAdminChannel(row: DepositChannelRow): AdminDepositChannel {
  return {
    ...toMemberChannel(row),
    enabled: row.enabled,
    sortOrder: row.sort_order,
    gateway:
      row.type === 'gateway'
        ? {
            baseUrl: row.gateway_base_url,
            merchantId: row.gateway_merchant_id ?? '',
            hasSecret: row.gateway_secret_sealed !== null,
          }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit trail keeps of a channel: everything but the secret. */
function auditView(row: DepositChannelRow) {
  const { gateway_secret_sealed: sealed, ...rest } = row;
  return { ...rest, gateway_secret_stored: sealed !== null };
}

const fieldError = (path: string, message: string) =>
  new AppError('validation_failed', undefined, [{ path, message }]);

/** Deposit channels: staff configure them; each has its own ledger account (channel:<id>). */
export class DepositChannelsService {
  private readonly accountIds = new Map<string, string>();

  constructor(
    private readonly repository: DepositsRepository,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly secrets: SecretBox,
    private readonly audit: AuditService,
    private readonly endpoints: GatewayEndpoints,
  ) {}

  get simulatorEnabled(): boolean {
    return this.endpoints.gatewaySimulator;
  }

  /** Usable by members: enabled, and a simulator channel only while the simulator runs. */
  isUsable(row: DepositChannelRow): boolean {
    if (!row.enabled) return false;
    return !(row.type === 'gateway' && row.gateway_base_url === null && !this.endpoints.gatewaySimulator);
  }

  async memberChannels(): Promise<DepositChannel[]> {
    const rows = await this.repository.listChannels({ enabledOnly: true });
    return rows.filter((row) => this.isUsable(row)).map(toMemberChannel);
  }

  find(id: string) {
    return this.repository.findChannel(id);
  }

  /** The channel's ledger account: money arriving through it is debited here (it may go negative). */
  async accountId(channelId: string): Promise<string> {
    const cached = this.accountIds.get(channelId);
    if (cached) return cached;
    const account = await this.ledger.ensureAccount({
      code: `channel:${channelId}`,
      kind: 'payment_channel',
      currency: this.settings.get('brand').currency,
      mayGoNegative: true,
    });
    if (this.accountIds.size >= maximumChannels * 10) this.accountIds.clear();
    this.accountIds.set(channelId, account.id);
    return account.id;
  }

  /** The adapter for a gateway channel, with the notify and return addresses of this deployment. */
  gatewayFor(row: DepositChannelRow): { gateway: PaymentGateway; notifyUrl: string; returnUrl: string } {
    if (row.type !== 'gateway' || !row.gateway_merchant_id) throw new AppError('channel_unavailable');
    const merchantId = row.gateway_merchant_id;
    const notifyPath = `/api/payments/notify/${row.id}`;
    if (row.gateway_base_url === null) {
      if (!this.endpoints.gatewaySimulator) throw new AppError('channel_unavailable');
      const self = this.endpoints.selfBaseUrl();
      return {
        gateway: new HmacPaymentGateway({
          baseUrl: `${self}${simulatorPrefix}/api`,
          merchantId,
          secret: simulatorMerchantSecret(this.endpoints.secretKey, merchantId),
        }),
        notifyUrl: `${self}${notifyPath}`,
        // The simulator's page is on this site's own origin, so the way back is a path on it.
        returnUrl: '/member',
      };
    }
    if (!row.gateway_secret_sealed) throw new AppError('channel_unavailable');
    const publicUrl = this.endpoints.publicUrl();
    return {
      gateway: new HmacPaymentGateway({
        baseUrl: row.gateway_base_url,
        merchantId,
        secret: this.secrets.open(row.gateway_secret_sealed),
      }),
      notifyUrl: `${publicUrl}${notifyPath}`,
      returnUrl: `${publicUrl}/member`,
    };
  }

  async adminList() {
    const rows = await this.repository.listChannels({ enabledOnly: false });
    const brand = this.settings.get('brand');
    return {
      channels: rows.map(toAdminChannel),
      gatewaySimulatorEnabled: this.endpoints.gatewaySimulator,
      decimals: brand.currencyDecimals,
      currencySymbol: brand.currencySymbol,
    };
  }

  async create(input: AdminDepositChannelRequest, actor: AuditActor): Promise<AdminDepositChannel> {
    const request = adminDepositChannelRequestSchema.parse(input);
    if ((await this.repository.countChannels()) >= maximumChannels)
      throw new AppError('validation_failed', `At most ${maximumChannels} channels.`);
    const values = this.valuesFrom(request, null);
    const row = await this.repository.transaction(async (transaction) => {
      const inserted = await this.repository.insertChannel(values, transaction);
      await this.audit.record(
        actor,
        {
          action: 'deposit_channel.create',
          targetType: 'deposit_channel',
          targetId: inserted.id,
          after: auditView(inserted),
        },
        transaction,
      );
      return inserted;
    });
    await this.accountId(row.id);
    return toAdminChannel(row);
  }

  async update(
    id: string,
    input: AdminDepositChannelRequest,
    actor: AuditActor,
  ): Promise<AdminDepositChannel> {
    const request = adminDepositChannelRequestSchema.parse(input);
    const row = await this.repository.transaction(async (transaction) => {
      const before = await this.repository.findChannel(id, transaction);
      if (!before) throw new AppError('not_found');
      // Deposits keep their channel's type; a different kind of channel is a new channel.
      if (before.type !== request.type) throw fieldError('type', 'validation.channelTypeFixed');
      const updated = await this.repository.updateChannel(id, this.valuesFrom(request, before), transaction);
      if (!updated) throw new AppError('not_found');
      await this.audit.record(
        actor,
        {
          action: 'deposit_channel.update',
          targetType: 'deposit_channel',
          targetId: id,
          before: auditView(before),
          after: auditView(updated),
        },
        transaction,
      );
      return updated;
    });
    return toAdminChannel(row);
  }

  private amount(text: string, path: string, allowZero: boolean): bigint {
    const value = parseDecimalAmount(text, this.settings.get('brand').currencyDecimals);
    if (value === undefined || (!allowZero && value <= 0n)) throw fieldError(path, 'validation.amount');
    return value;
  }

  private valuesFrom(request: ChannelRequest, before: DepositChannelRow | null): ChannelValues {
    const minAmountMinor = this.amount(request.minAmount, 'minAmount', false);
    const maxAmountMinor = this.amount(request.maxAmount, 'maxAmount', false);
    const feeFixedMinor = this.amount(request.feeFixed, 'feeFixed', true);
    if (maxAmountMinor < minAmountMinor) throw fieldError('maxAmount', 'validation.maxBelowMin');
    if (maxAmountMinor > 1_000_000_000_000_000n) throw fieldError('maxAmount', 'validation.amount');
    if (feeFixedMinor >= minAmountMinor) throw fieldError('feeFixed', 'validation.feeAboveMinimum');
    return {
      type: request.type,
      name: request.name,
      localizedNames: request.localizedNames,
      enabled: request.enabled,
      sortOrder: request.sortOrder,
      minAmountMinor,
      maxAmountMinor,
      feeBasisPoints: request.feeBasisPoints,
      feeFixedMinor,
      bank: this.bankFrom(request),
      gateway: this.gatewayFrom(request, before),
    };
  }

  private bankFrom(request: ChannelRequest): ChannelValues['bank'] {
    if (request.type !== 'manual_bank') return null;
    if (!request.bank) throw fieldError('bank', 'validation.bankRequired');
    return { ...request.bank, instructions: request.bank.instructions || null };
  }

  private gatewayFrom(request: ChannelRequest, before: DepositChannelRow | null): ChannelValues['gateway'] {
    if (request.type !== 'gateway') return null;
    const gateway = request.gateway;
    if (!gateway) throw fieldError('gateway', 'validation.gatewayRequired');
    if (gateway.baseUrl === null)
      return { baseUrl: null, merchantId: gateway.merchantId, secretSealed: null };
    // A new secret is sealed; an edit without one keeps the stored secret.
    const secretSealed = gateway.secret
      ? this.secrets.seal(gateway.secret)
      : (before?.gateway_secret_sealed ?? null);
    if (!secretSealed) throw fieldError('gateway.secret', 'validation.secretRequired');
    return { baseUrl: gateway.baseUrl, merchantId: gateway.merchantId, secretSealed };
  }
}
