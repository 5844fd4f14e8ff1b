import {
  type Jurisdiction,
  jurisdictionPresetNames,
  jurisdictionPresets,
  jurisdictionSchema,
  rgProfileSchema,
} from '@gaming/contracts/jurisdiction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, signInNewStaff, staffServiceOf } from '../../testing/accounts-kit.js';
import {
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
} from '../withdrawals/withdrawals-kit.js';
import { withProfileName } from './jurisdiction-service.js';

/**
 * The jurisdiction profile (issue 20): presets are valid profiles; a change waits for a second compliance
 * officer (configureCompliance) and its proposer cannot approve it; members see only the member-visible part.
 */
let harness: WithdrawalsHarness;
let riskA: string;
let riskB: string;
let adminA: string;
let finance: string;
let customerService: string;
let content: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  [riskA, riskB, adminA, finance, customerService] = await Promise.all([
    staffToken(harness, 'risk'),
    staffToken(harness, 'risk'),
    staffToken(harness, 'admin'),
    staffToken(harness, 'finance'),
    staffToken(harness, 'customerService'),
  ]);
  content = (await signInNewStaff(harness.app, staffServiceOf(harness), 'content')).token;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const staffOnlyKeys = ['register', 'kyc', 'aml', 'harmMarkers'];

const propose = (token: string, value: unknown) =>
  call(harness.app, 'POST', '/api/admin/compliance/jurisdiction', { token, body: { value } });
const approve = (token: string, id: string) =>
  call(harness.app, 'POST', `/api/admin/setting-changes/${id}/approve`, { token, body: {} });
const reject = (token: string, id: string) =>
  call(harness.app, 'POST', `/api/admin/setting-changes/${id}/reject`, {
    token,
    body: { reason: 'not now' },
  });
const rgProfile = () => call(harness.app, 'GET', '/api/responsible-gaming/profile');

describe('presets', () => {
  it('each preset is a valid profile named after itself, and stays so through withProfileName', () => {
    for (const name of jurisdictionPresetNames) {
      const preset = jurisdictionPresets[name];
      expect(jurisdictionSchema.parse(preset)).toEqual(preset);
      expect(preset.profile).toBe(name);
      expect(withProfileName(preset).profile).toBe(name);
    }
  });

  it('keeps the rules the issue names per jurisdiction', () => {
    const { uk, mga, se } = jurisdictionPresets;
    expect(uk.gameRules).toMatchObject({
      autoplay: false,
      turbo: false,
      slamStop: false,
      slotMinCycleMs: 2500,
    });
    expect(uk.selfExclusion.periods).not.toContain('permanent');
    expect(uk.register).toMatchObject({ atRegistration: true, atLogin: true, onUnavailable: 'block' });
    expect(mga.limits.deposit.mandatory).toBe(true);
    expect(se.limits.deposit.mandatory && se.limits.sessionTime.mandatory).toBe(true);
    expect(se.gameRules.showSafetyBar && se.register.beforeDeposit).toBe(true);
    for (const preset of [uk, mga, se]) expect(preset.gameRules.withdrawalReversal).toBe(false);
    for (const preset of Object.values(jurisdictionPresets))
      expect([preset.breaks.minHours, preset.breaks.maxHours]).toEqual([24, 1008]);
  });

  it('an edited preset becomes custom', () => {
    const edited: Jurisdiction = {
      ...jurisdictionPresets.uk,
      limits: { ...jurisdictionPresets.uk.limits, increaseCoolingOffHours: 48 },
    };
    expect(withProfileName(edited).profile).toBe('custom');
    // Named after the preset it equals, whatever the form said.
    expect(withProfileName({ ...jurisdictionPresets.se, profile: 'custom' }).profile).toBe('se');
    expect(withProfileName({ ...edited, profile: 'uk' }).profile).toBe('custom');
  });

  it('refuses a profile outside its bounds', () => {
    const none = jurisdictionPresets.none;
    const tooMany = {
      ...none,
      realityCheck: { ...none.realityCheck, intervalsMinutes: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    };
    expect(jurisdictionSchema.safeParse(tooMany).success).toBe(false);
    const shortBreak = { ...none, breaks: { ...none.breaks, minHours: 1 } };
    expect(jurisdictionSchema.safeParse(shortBreak).success).toBe(false);
    const notOffered = { ...none, realityCheck: { ...none.realityCheck, defaultIntervalMinutes: 7 } };
    expect(jurisdictionSchema.safeParse(notOffered).success).toBe(false);
  });
});

describe('rgProfile', () => {
  it('is public, shows profile none by default with every tool offered and nothing hidden', async () => {
    const response = await rgProfile();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.profile).toBe('none');
    for (const tool of ['deposit', 'loss', 'wager', 'sessionTime'])
      expect(body.limits[tool]).toEqual({ offered: true, mandatory: false });
    expect(body.realityCheck.offered && body.breaks.offered && body.selfExclusion.offered).toBe(true);
    expect(body.closure.offered).toBe(true);
    expect(body.selfExclusion.periods).toEqual(['6m', '1y', '5y', 'permanent']);
    expect(body.gameRules).toMatchObject({
      autoplay: true,
      turbo: true,
      slamStop: true,
      withdrawalReversal: true,
    });
  });

  it('exposes no staff-only field', async () => {
    const body = (await rgProfile()).json();
    for (const key of staffOnlyKeys) expect(body).not.toHaveProperty(key);
    expect(rgProfileSchema.strict().safeParse(body).success).toBe(true);
    const text = JSON.stringify(body);
    for (const word of ['timeoutMs', 'provider', 'thresholdMinor', 'nightShare'])
      expect(text).not.toContain(word);
  });
});

describe('a change to the profile', () => {
  it('is read by compliance readers only', async () => {
    for (const token of [customerService, finance, riskA]) {
      const response = await call(harness.app, 'GET', '/api/admin/compliance/jurisdiction', { token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ value: { profile: 'none' }, pending: null });
      expect(Object.keys(response.json().presets).sort()).toEqual(['mga', 'none', 'se', 'uk']);
    }
    expectError(
      await call(harness.app, 'GET', '/api/admin/compliance/jurisdiction', { token: content }),
      403,
      'forbidden',
    );
  });

  it('is proposed only with configureCompliance', async () => {
    for (const token of [customerService, finance])
      expectError(await propose(token, jurisdictionPresets.uk), 403, 'forbidden');
  });

  it('does not apply until a second configureCompliance staff member approves it; the proposer cannot', async () => {
    const response = await propose(riskA, jurisdictionPresets.uk);
    expect(response.statusCode, response.body).toBe(202);
    const change = response.json();
    expect(change).toMatchObject({ key: 'jurisdiction', status: 'pending', proposedByCaller: true });
    expect(change.proposedValue.profile).toBe('uk');

    // Nothing applies yet, in the settings or on the member's side.
    await harness.settings.refresh();
    expect(harness.settings.get('jurisdiction').profile).toBe('none');
    expect((await rgProfile()).json().profile).toBe('none');
    const view = await call(harness.app, 'GET', '/api/admin/compliance/jurisdiction', { token: riskB });
    expect(view.json().pending).toMatchObject({ id: change.id, proposedByCaller: false });
    expect(view.json().value.profile).toBe('none');

    // A second proposal waits its turn.
    expectError(await propose(riskB, jurisdictionPresets.se), 409, 'invalid_state');
    // The proposer may not approve; finance reviews setting changes but not this key.
    expectError(await approve(riskA, change.id), 409, 'second_approval_required');
    expectError(await approve(finance, change.id), 403, 'forbidden');
    await harness.settings.refresh();
    expect(harness.settings.get('jurisdiction').profile).toBe('none');

    const approved = await approve(riskB, change.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', proposedByCaller: false });
    expect(harness.settings.get('jurisdiction')).toEqual(jurisdictionPresets.uk);
    const profile = (await rgProfile()).json();
    expect(profile.profile).toBe('uk');
    expect(profile.gameRules.slotMinCycleMs).toBe(2500);
    for (const key of staffOnlyKeys) expect(profile).not.toHaveProperty(key);

    const actions = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'setting_change')
      .where('target_id', '=', change.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'settings.change_proposed',
      'settings.change_approved',
    ]);
  });

  it('stores an edited preset as custom, and a rejected proposal changes nothing', async () => {
    const edited = { ...jurisdictionPresets.mga, aml: { enabled: false } };
    const response = await propose(adminA, edited);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().proposedValue.profile).toBe('custom');
    const rejected = await reject(riskA, response.json().id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    await harness.settings.refresh();
    expect(harness.settings.get('jurisdiction').profile).toBe('uk');
  });

  it('refuses an invalid profile before it is proposed', async () => {
    const invalid = { ...jurisdictionPresets.none, breaks: { offered: true, minHours: 2, maxHours: 1008 } };
    expectError(await propose(riskA, invalid), 400, 'validation_failed');
    const view = await call(harness.app, 'GET', '/api/admin/compliance/jurisdiction', { token: riskA });
    expect(view.json().pending).toBeNull();
  });
});
