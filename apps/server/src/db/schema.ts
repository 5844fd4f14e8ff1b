import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AdjustmentsDatabase } from './schema-adjustments.js';
import type { AgentContractsDatabase } from './schema-agent-contracts.js';
import type { AgentsDatabase } from './schema-agents.js';
import type { AuditChainDatabase } from './schema-audit-chain.js';
import type { BonusesDatabase } from './schema-bonuses.js';
import type { CatalogueDatabase } from './schema-catalogue.js';
import type { ChatDatabase } from './schema-chat.js';
import type { ComplianceDatabase } from './schema-compliance.js';
import type { ContentDatabase } from './schema-content.js';
import type { DepositsDatabase } from './schema-deposits.js';
import type { FeedbackDatabase } from './schema-feedback.js';
import type { FunPlayDatabase } from './schema-fun-play.js';
import type { GamesRoundsDatabase } from './schema-games.js';
import type { JobsDatabase } from './schema-jobs.js';
import type { LiveStreamsDatabase } from './schema-live-streams.js';
import type { LotteryDatabase } from './schema-lottery.js';
import type { MissionsDatabase } from './schema-missions.js';
import type { PlatformMessagesDatabase } from './schema-platform-messages.js';
import type { PointsDatabase } from './schema-points.js';
import type { PointsMallDatabase } from './schema-points-mall.js';
import type { PromotionsDatabase } from './schema-promotions.js';
import type { RankingsDatabase } from './schema-rankings.js';
import type { RewardCampaignsDatabase } from './schema-reward-campaigns.js';
import type { RgExclusionsDatabase } from './schema-rg-exclusions.js';
import type { RgGameRulesDatabase } from './schema-rg-game-rules.js';
import type { RgHarmDatabase } from './schema-rg-harm.js';
import type { RgLimitsDatabase } from './schema-rg-limits.js';
import type { RiskDatabase } from './schema-risk.js';
import type { SettingChangesDatabase } from './schema-setting-changes.js';
import type { UploadsDatabase } from './schema-uploads.js';
import type { VendorWalletDatabase } from './schema-vendor-wallet.js';
import type { VendorsDatabase } from './schema-vendors.js';
import type { VipDatabase } from './schema-vip.js';
import type { WithdrawalsDatabase } from './schema-withdrawals.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
  updated_by: ColumnType<string, string | undefined, string>;
}

export interface SettingsChangesTable {
  id: Generated<string>;
  key: string;
  old_value: unknown;
  new_value: unknown;
  changed_by: string;
  changed_at: Timestamp;
}

export interface SystemSeedsTable {
  name: string;
  applied_at: Timestamp;
}

export interface GameCategoriesTable {
  code: string;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface VendorsTable {
  code: string;
  display_name: string;
  logo_url: string | null;
  status: ColumnType<'active' | 'maintenance' | 'disabled', string | undefined, string>;
  wallet_mode: ColumnType<'seamless' | 'transfer', string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VendorCategoriesTable {
  vendor_code: string;
  category_code: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BannersTable {
  id: Generated<string>;
  group_name: string;
  image_url: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  linkage_type: 'route' | 'external' | null;
  linkage_target: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface HelpSectionsTable {
  language: string;
  key: string;
  title: string;
  content_html: string;
  sort_order: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface Database
  extends AccountsDatabase,
    LedgerDatabase,
    UploadsDatabase,
    DepositsDatabase,
    WithdrawalsDatabase,
    AdjustmentsDatabase,
    CatalogueDatabase,
    ContentDatabase,
    ChatDatabase,
    FeedbackDatabase,
    FunPlayDatabase,
    GamesRoundsDatabase,
    VendorsDatabase,
    VendorWalletDatabase,
    JobsDatabase,
    RiskDatabase,
    SettingChangesDatabase,
    AgentsDatabase,
    AgentContractsDatabase,
    PromotionsDatabase,
    RewardCampaignsDatabase,
    BonusesDatabase,
    PointsDatabase,
    MissionsDatabase,
    RankingsDatabase,
    VipDatabase,
    PointsMallDatabase,
    PlatformMessagesDatabase,
    LiveStreamsDatabase,
    LotteryDatabase,
    RgLimitsDatabase,
    RgExclusionsDatabase,
    RgGameRulesDatabase,
    ComplianceDatabase,
    RgHarmDatabase,
    AuditChainDatabase {
  settings: SettingsTable;
  settings_changes: SettingsChangesTable;
  system_seeds: SystemSeedsTable;
  game_categories: GameCategoriesTable;
  vendors: VendorsTable;
  vendor_categories: VendorCategoriesTable;
  banners: BannersTable;
  help_sections: HelpSectionsTable;
}

export interface MembersTable {
  id: Generated<string>;
  username: string;
  type: ColumnType<number, number | undefined, number>;
  status: ColumnType<'active' | 'locked' | 'disabled', string | undefined, string>;
  nickname: string;
  password_hash: string;
  password_changed_at: Timestamp;
  password_must_change: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set by a login whose typed password fails the policy (0017); the next logins ask for a change. */
  password_weak: ColumnType<boolean, boolean | undefined, boolean>;
  payment_password_hash: string | null;
  country_dialing_code: string | null;
  mobile_number: string | null;
  mobile_verified_at: Date | null;
  email: string | null;
  email_verified_at: Date | null;
  upline_member_id: string | null;
  referral_code: string;
  icon_id: ColumnType<number, number | undefined, number>;
  language: ColumnType<string, string | undefined, string>;
  profile: ColumnType<Record<string, string | null>, string | undefined, string>;
  first_login_at: Date | null;
  last_login_at: Date | null;
  registration_ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  ip: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Date;
  expires_at: Date;
}

export interface MemberSessionsTable extends SessionsTable {
  member_id: string;
  user_agent: string | null;
  /** Issue 20 (migration 0048): a restricted session reaches only withdrawals, KYC and the return request. */
  scope: ColumnType<'full' | 'restricted', 'full' | 'restricted' | undefined, 'full' | 'restricted'>;
  /** The session-time limit's end: bets are refused after it. */
  play_ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The next reality check: bets are refused after it until acknowledged (when the profile blocks). */
  reality_check_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface StaffSessionsTable extends SessionsTable {
  staff_id: string;
}

export interface MemberKnownIpsTable {
  member_id: string;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface LoginThrottlesTable {
  scope: 'account' | 'ip' | 'staff' | 'login_ip';
  subject: string;
  failure_count: ColumnType<number, number | undefined, number>;
  window_started_at: Timestamp;
  locked_until: Date | null;
}

export interface CaptchasTable {
  id: Generated<string>;
  answer_hash: Buffer;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
}

export type VerificationPurpose = 'register' | 'login' | 'recovery' | 'bind_mobile' | 'bind_email' | 'new_ip';

export interface VerificationCodesTable {
  id: Generated<string>;
  purpose: VerificationPurpose;
  destination: string;
  member_id: string | null;
  code_hash: Buffer;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface MemberTokensTable {
  token_hash: Buffer;
  purpose: 'password_reset' | 'password_change';
  member_id: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
}

export interface StaffTable {
  id: Generated<string>;
  username: string;
  display_name: string;
  role: string;
  status: ColumnType<'active' | 'disabled', string | undefined, string>;
  password_hash: string;
  password_must_change: ColumnType<boolean, boolean | undefined, boolean>;
  totp_secret_sealed: string;
  totp_last_step: ColumnType<string, number | string | undefined, number | string>;
  last_login_at: Date | null;
  created_at: Timestamp;
}

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  status: 'queued' | 'sent' | 'failed' | 'outbox';
  provider: string;
  error: string | null;
  /** The outbox text with its secret, sealed (migration 0022); `body` then holds it masked. */
  sealed_body: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_type: 'staff' | 'member' | 'system' | 'cli';
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  created_at: Timestamp;
}

export interface AccountsDatabase {
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  member_known_ips: MemberKnownIpsTable;
  login_throttles: LoginThrottlesTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  member_tokens: MemberTokensTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  outbox_messages: OutboxMessagesTable;
  audit_log: AuditLogTable;
}

export type LedgerAccountKind =
  | 'member_main'
  | 'member_vendor'
  | 'house'
  | 'payment_channel'
  | 'vendor'
  | 'bonus_pool'
  | 'points_pool'
  | 'suspense'
  | 'jackpot_pool'
  /** A member's locked bonus money (issue 16, 0032_bonuses.sql): credit-normal, never negative. */
  | 'member_bonus'
  /** A member's loyalty points (issue 17, 0035_points.sql): currency PTS, credit-normal, never negative. */
  | 'member_points';

export interface LedgerAccountsTable {
  id: Generated<string>;
  code: string;
  kind: LedgerAccountKind;
  member_id: string | null;
  currency: string;
  debits_posted: ColumnType<string, string | undefined, string>;
  credits_posted: ColumnType<string, string | undefined, string>;
  debits_pending: ColumnType<string, string | undefined, string>;
  credits_pending: ColumnType<string, string | undefined, string>;
  debits_must_not_exceed_credits: ColumnType<boolean, boolean | undefined, boolean>;
  credits_must_not_exceed_debits: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export type LedgerTransferKind = 'posted' | 'pending' | 'post_pending' | 'void_pending';

export interface LedgerTransfersTable {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount: string;
  code: string;
  kind: LedgerTransferKind;
  pending_id: string | null;
  reference_type: string | null;
  reference_id: string | null;
  /** Null on the side of an account without balance flags (a hot account: 0057_ledger_hot_accounts.sql). */
  debit_account_balance_after: string | null;
  credit_account_balance_after: string | null;
  created_at: Timestamp;
}

/** Insert-only increments of a hot account's totals, folded into its row from time to time. */
export interface LedgerAccountDeltasTable {
  id: Generated<string>;
  account_id: string;
  debits_posted: string;
  credits_posted: string;
  debits_pending: string;
  credits_pending: string;
}

export interface LedgerDatabase {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_account_deltas: LedgerAccountDeltasTable;
  /** A view: each account's row with its deltas added (its true totals). */
  ledger_account_totals: Selectable<LedgerAccountsTable>;
}
