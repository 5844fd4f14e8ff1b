import {
  type AdminJurisdictionResponse,
  type Jurisdiction,
  jurisdictionPresetNames,
  jurisdictionPresets,
  memberVisibleProfile,
  type RgProfile,
} from '@gaming/contracts/jurisdiction';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import type { RequestClient } from '../../platform/request-client.js';
import type { SettingChangesService } from '../settings/setting-changes-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffContext } from '../staff/staff-service.js';

/** Stable JSON (sorted keys) so a value and a preset compare by content, not by key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * A profile is named after the preset it equals, whatever the form called it (a preset edited back to its
 * values is that preset again), and `custom` otherwise (the issue's "a preset fills the form; then staff
 * may edit").
 */
export function withProfileName(value: Jurisdiction): Jurisdiction {
  const content = canonical({ ...value, profile: null });
  const presetName = jurisdictionPresetNames.find(
    (name) => canonical({ ...jurisdictionPresets[name], profile: null }) === content,
  );
  const profile = presetName ?? 'custom';
  return profile === value.profile ? value : { ...value, profile };
}

/**
 * The jurisdiction profile every responsible-gaming and compliance rule reads (issue 20). The value comes
 * from the settings cache (refreshed like every setting, and at once in the process that approves a change),
 * so `current()` costs no query. A change is a four-eyes setting change: proposed here, approved by a second
 * configureCompliance staff member through adminSettingChangeApprove.
 */
export class JurisdictionService {
  private projected: { counter: number; profile: RgProfile } | undefined;

  constructor(
    private readonly settings: SettingsService,
    private readonly settingChanges: SettingChangesService,
  ) {}

  current(): Jurisdiction {
    return this.settings.get('jurisdiction');
  }

  /** What members and guests may see (rgProfile); recomputed only when the settings changed. */
  memberProfile(): RgProfile {
    const counter = this.settings.changeCounter;
    if (this.projected?.counter !== counter)
      this.projected = { counter, profile: memberVisibleProfile(this.current()) };
    return this.projected.profile;
  }

  async adminView(context: StaffContext): Promise<AdminJurisdictionResponse> {
    const changes = await this.settingChanges.list(context);
    const pending = changes.pending.find((change) => change.key === 'jurisdiction');
    return {
      value: this.current(),
      presets: jurisdictionPresets,
      pending:
        pending?.key === 'jurisdiction'
          ? {
              id: pending.id,
              proposedValue: pending.proposedValue,
              proposedByName: pending.proposedByName,
              proposedAt: pending.proposedAt,
              proposedByCaller: pending.proposedByCaller,
            }
          : null,
    };
  }

  /** Records the proposal (audited by the setting-changes service); nothing changes until approved. */
  propose(value: Jurisdiction, context: StaffContext, client: RequestClient): Promise<SettingChange> {
    return this.settingChanges.propose('jurisdiction', withProfileName(value), context, client);
  }
}
