/** Tables of reward campaigns (kysely types); 0033_reward_campaigns.sql; modules/reward-campaigns owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface RedEnvelopeDropsTable {
  id: Generated<string>;
  title: string;
  total_minor: Minor;
  envelope_count: number;
  floor_minor: Minor;
  starts_at: Timestamp;
  ends_at: Timestamp;
  audience: Json<unknown>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface RedEnvelopesTable {
  id: Generated<string>;
  drop_id: string;
  sequence: number;
  amount_minor: Minor;
  member_id: string | null;
  grabbed_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  bonus_id: string | null;
}

export interface RafflesTable {
  id: Generated<string>;
  title: string;
  starts_at: Timestamp;
  tickets_close_at: Timestamp;
  claim_ends_at: Timestamp;
  ticket_basis: 'deposit' | 'validBet';
  per_ticket_minor: Minor;
  max_tickets_per_member: number;
  prizes: Json<string[]>;
  seed_sealed: string;
  seed_hash: string;
  seed_revealed: string | null;
  drawn_at: NullableTimestamp;
  total_tickets: NullableMinor;
  entry_count: number | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface RaffleEntriesTable {
  raffle_id: string;
  position: number;
  member_id: string;
  tickets: number;
  first_ticket: Minor;
}

export interface RaffleWinnersTable {
  raffle_id: string;
  prize_index: number;
  amount_minor: Minor;
  member_id: string | null;
  ticket: NullableMinor;
  position: number | null;
  hmac: string | null;
  claimed_at: NullableTimestamp;
  bonus_id: string | null;
}

export interface ManualRebateRatesTable {
  id: ColumnType<boolean, boolean | undefined, boolean>;
  rates: Json<Record<string, string>>;
  min_claim_minor: Minor;
  updated_at: Timestamp;
}

export interface ManualRebateClaimsTable {
  id: Generated<string>;
  member_id: string;
  from_at: NullableTimestamp;
  to_at: Timestamp;
  amount_minor: Minor;
  lines: Json<unknown>;
  claimed_at: Timestamp;
  paid_at: NullableTimestamp;
  bonus_id: string | null;
}

export interface ReferralRewardsTable {
  invitee_member_id: string;
  promotion_id: string;
  referrer_member_id: string;
  first_deposit_minor: Minor;
  amount_minor: Minor;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  bonus_id: string | null;
}

export interface RewardCampaignsDatabase {
  red_envelope_drops: RedEnvelopeDropsTable;
  red_envelopes: RedEnvelopesTable;
  raffles: RafflesTable;
  raffle_entries: RaffleEntriesTable;
  raffle_winners: RaffleWinnersTable;
  manual_rebate_rates: ManualRebateRatesTable;
  manual_rebate_claims: ManualRebateClaimsTable;
  referral_rewards: ReferralRewardsTable;
}
