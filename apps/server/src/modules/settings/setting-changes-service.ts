import { type StaffPermission, staffPermissions } from '@gaming/contracts/admin-api-routes';
import {
  type SettingChange,
  type SettingChangeKey,
  type SettingChangeListResponse,
  settingChangeRecentLimit,
} from '@gaming/contracts/setting-changes';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditService } from '../audit/audit-service.js';
import { type StaffContext, staffActor } from '../staff/staff-service.js';
import type { SettingChangeRow, SettingChangesRepository } from './setting-changes-repository.js';
import { type Settings, settingsSchemas } from './settings-schema.js';
import type { SettingsService } from './settings-service.js';

/** Who may propose, approve or reject a change to each money setting (the setting's own permission). */
const permissionOf: Record<SettingChangeKey, StaffPermission> = {
  withdrawals: 'configureWithdrawals',
  adjustments: 'configureAdjustments',
  // Issue 20: the jurisdiction profile and the AML rules steer who may play and which money is held.
  jurisdiction: 'configureCompliance',
  'aml.rules': 'configureCompliance',
};

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

function toSettingChange(row: SettingChangeRow, callerId: string): SettingChange {
  return {
    id: row.id,
    key: row.key,
    status: row.status,
    baseValue: row.base_value,
    proposedValue: row.proposed_value,
    proposedByName: row.proposed_by_name,
    proposedAt: row.proposed_at.toISOString(),
    proposedByCaller: row.proposed_by === callerId,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
  } as SettingChange;
}

/**
 * Four eyes on the settings that steer money (issue 14 #17): a change is only proposed by one staff
 * member and takes effect when a second one, holding the same setting's permission, approves it. The
 * approval and the new value commit in one transaction, each with its audit entry.
 */
export class SettingChangesService {
  constructor(
    private readonly repository: SettingChangesRepository,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private requirePermission(context: StaffContext, key: SettingChangeKey): void {
    const allowed: readonly string[] = staffPermissions[permissionOf[key]];
    if (!allowed.includes(context.staff.role)) throw new AppError('forbidden');
  }

  /** Records a proposal; the setting keeps its value until another staff member approves it. */
  async propose<K extends SettingChangeKey>(
    key: K,
    value: Settings[K],
    context: StaffContext,
    client: RequestClient,
  ): Promise<SettingChange> {
    this.requirePermission(context, key);
    const proposedValue = settingsSchemas[key].parse(value);
    const baseValue = this.settings.get(key);
    let row: SettingChangeRow;
    try {
      row = await this.repository.insert({
        key,
        proposedValue,
        baseValue,
        staffId: context.staff.id,
        staffName: context.staff.username,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('invalid_state', 'Another change to this setting is waiting for approval.');
      throw error;
    }
    await this.audit.record(staffActor(context.staff, client), {
      action: 'settings.change_proposed',
      targetType: 'setting_change',
      targetId: row.id,
      before: { key, value: baseValue },
      after: { key, value: proposedValue },
    });
    return toSettingChange(row, context.staff.id);
  }

  async list(context: StaffContext): Promise<SettingChangeListResponse> {
    const brand = this.settings.get('brand');
    const [pending, recent] = await Promise.all([
      this.repository.pending(),
      this.repository.recentDecided(settingChangeRecentLimit),
    ]);
    return {
      brand: {
        currency: brand.currency,
        currencySymbol: brand.currencySymbol,
        decimals: brand.currencyDecimals,
        gmtOffsetMinutes: brand.gmtOffsetMinutes,
      },
      pending: pending.map((row) => toSettingChange(row, context.staff.id)),
      recent: recent.map((row) => toSettingChange(row, context.staff.id)),
    };
  }

  private async pendingRow(id: string, context: StaffContext): Promise<SettingChangeRow> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found');
    this.requirePermission(context, row.key);
    if (row.status !== 'pending') throw new AppError('invalid_state');
    return row;
  }

  /** The second pair of eyes: never the proposer; the value applies in the approval's transaction. */
  async approve(id: string, reason: string | undefined, context: StaffContext, client: RequestClient) {
    const row = await this.pendingRow(id, context);
    if (row.proposed_by === context.staff.id) throw new AppError('second_approval_required');
    const key = row.key;
    let decided: SettingChangeRow | undefined;
    await this.settings.update(
      key,
      () => settingsSchemas[key].parse(row.proposed_value) as Settings[typeof key],
      `staff:${context.staff.username} (approving change ${id} by ${row.proposed_by_name})`,
      async (transaction, change) => {
        decided = await this.repository.decide(
          {
            id,
            status: 'approved',
            staffId: context.staff.id,
            staffName: context.staff.username,
            reason: reason || null,
            at: this.now(),
          },
          transaction,
        );
        if (!decided) throw new AppError('invalid_state');
        await this.audit.record(
          staffActor(context.staff, client),
          {
            action: 'settings.change_approved',
            targetType: 'setting_change',
            targetId: id,
            before: { key, value: change.before },
            after: { key, value: change.after, proposedBy: row.proposed_by_name },
          },
          transaction,
        );
      },
    );
    return toSettingChange(decided as SettingChangeRow, context.staff.id);
  }

  /** A second staff member turns it down, or its proposer withdraws it; the setting stays as it is. */
  async reject(id: string, reason: string, context: StaffContext, client: RequestClient) {
    await this.pendingRow(id, context);
    const decided = await this.repository.decide({
      id,
      status: 'rejected',
      staffId: context.staff.id,
      staffName: context.staff.username,
      reason,
      at: this.now(),
    });
    if (!decided) throw new AppError('invalid_state');
    await this.audit.record(staffActor(context.staff, client), {
      action: 'settings.change_rejected',
      targetType: 'setting_change',
      targetId: id,
      after: { key: decided.key, reason, proposedBy: decided.proposed_by_name },
    });
    return toSettingChange(decided, context.staff.id);
  }
}
