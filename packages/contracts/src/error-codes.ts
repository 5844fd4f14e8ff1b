/**
 * Stable error codes, zod-free so a client can import them without pulling in the schemas. The web app
 * translates `errors.<code>`; the message in a reply is an English fallback for API users. Never
 * rename a code: clients depend on it.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'system_maintenance',
  'access_restricted',
  'service_unavailable',
  'internal_error',
  // Accounts (spec §8)
  'invalid_credentials',
  'captcha_required',
  'captcha_invalid',
  'account_locked',
  /** Locked by staff (not by failed attempts): the member must contact customer service. */
  'account_locked_by_staff',
  'account_disabled',
  'verification_code_invalid',
  'non_member_login',
  'non_agent_login',
  'in_need_true_account',
  'invitation_code_error',
  'terms_not_accepted',
  'age_not_confirmed',
  'username_taken',
  'mobile_taken',
  'email_taken',
  'password_mismatch',
  'old_password_incorrect',
  'function_not_enabled',
  'message_send_failed',
  // The SMS provider's credit or sending limit is used up (spec §8 quota not sufficient).
  'quota_not_sufficient',
  'password_change_required',
  // Money
  'insufficient_funds',
  'payment_password_required',
  'payment_password_incorrect',
  'no_upline',
  'not_your_downline',
  // Cashier (spec §8 uploads, §9 limits)
  'proof_required',
  'image_too_large',
  'too_many_images',
  'image_type_not_allowed',
  'channel_unavailable',
  'amount_below_minimum',
  'amount_above_maximum',
  'daily_limit_reached',
  'invalid_state',
  'signature_invalid',
  'second_approval_required',
  'withdrawal_pending',
  // In-house games: limits per game (issue 13 #5)
  'multiplier_above_maximum',
  'payout_above_maximum',
  'exposure_limit_reached',
  // Agent contracts (issue 15): a new contract that would end downline contracts (confirm first); terms
  // above the offering agent's own contract or the house's bounds.
  'contract_conflict',
  'contract_terms_exceed',
  // Agent teams (issue 15): the upline is at the deepest level the member tree allows.
  'team_depth_limit',
  // Agent teams (issue 15): an agent that gave live contracts is not demoted until they end.
  'agent_has_contracts',
  // Reward campaigns (issue 16): a drop or raffle outside its window, a drop with no envelope left, a member
  // outside a campaign's audience (or not a raffle winner), a manual rebate with nothing available.
  'campaign_not_live',
  'red_envelope_sold_out',
  'campaign_not_eligible',
  'nothing_to_claim',
  // Promotions (issue 16): outside the window or not published; the member does not qualify (audience or
  // eligibility); no slot or budget left; the device or IP already took it; an application already waits;
  // a wagering multiple above the bonuses' setting maxWageringMultiple.
  'promotion_not_live',
  'promotion_not_eligible',
  'promotion_slots_exhausted',
  'promotion_budget_exhausted',
  'promotion_device_limit',
  'promotion_application_pending',
  'wagering_multiple_too_high',
  // Bonus money (issue 16): a withdrawal while a bonus is still in wagering (reply fields: the wagering
  // left and the bonus count; the member may give the bonus up).
  'bonus_wagering_active',
  // Missions (issue 17): a claim before the mission's target is reached in the current period.
  'mission_not_complete',
  // VIP levels (issue 17): a level list with gaps or a higher level needing less; a level that does not
  // exist; a withdrawal above what the member's level may withdraw in a day.
  'vip_levels_invalid',
  'vip_level_unknown',
  'vip_withdrawal_limit_reached',
  // Points mall (issue 17): an item with too little stock left; the member's limit on an item reached; a
  // request id used again with a different body (a retry answers the first result only for the same body).
  'mall_out_of_stock',
  'mall_limit_reached',
  'request_id_reused',
  // Points (issue 17): a spend (redeem, conversion) or a staff deduction larger than the member's points.
  'points_insufficient',
  // Feedback (issue 18): the description outside 20..200 characters (trimmed, code points); a guest without a
  // contact or with one that is neither an e-mail nor a phone number; a member with too many open tickets;
  // staff answering or assigning a closed ticket.
  'feedback_content_length',
  'feedback_contact_required',
  'feedback_contact_invalid',
  'feedback_open_limit',
  'feedback_closed',
  // Banners (issue 18): a link that is not an app route ('/...') or an https URL; too many banners in a group.
  'banner_link_invalid',
  'banner_group_full',
  // Live streams (issue 19): a stream URL that is not https (or the server's own sample playlist path).
  'stream_url_invalid',
  // Platform messages (issue 18): no active member by that id or name (or no agent by that name, or no
  // list name matched one); a scheduled time in the past or more than 366 days ahead.
  'message_recipient_unknown',
  'message_send_at_invalid',
  // Chat room (issue 19): a message empty or longer than 300 characters after normalising; more than 5
  // messages in 10 s; the member is muted (until a time) or banned from the chat room.
  'chat_message_length',
  'chat_rate_limited',
  'chat_muted',
  'chat_banned',
  // In-house lottery back office (issue 19): a draw whose numbers are out (settling or settled) cannot be
  // cancelled and refunded; lottery odds that would pay back more than the stakes (stated return above 100%).
  'lottery_draw_settled',
  'lottery_odds_above_return',
  // In-house lottery bets (issue 19): a bet at or after its draw's sales close; a game staff disabled; no
  // draw on sale for the game now; a selection the bet type does not take; the exposure left on a number.
  'lottery_sales_closed',
  'lottery_game_disabled',
  'lottery_no_open_draw',
  'lottery_invalid_selection',
  'lottery_exposure_limit',
  // Responsible gaming (issue 20): a deposit, loss, wager or session-time limit reached (details: window,
  // remaining); a mandatory limit not set yet; an increase asked to apply before its cooling-off ends; a reality
  // check waiting for its acknowledgement.
  'deposit_limit_reached',
  'loss_limit_reached',
  'wager_limit_reached',
  'session_time_limit_reached',
  'deposit_limit_required',
  'session_limit_required',
  'limit_cooling_off',
  'reality_check_due',
  // Exclusions (issue 20): login refused while self-excluded, on a break or closed (details: until); a restricted
  // session calling anything but its few operations; a shorter exclusion than the running one; the external
  // register answered excluded, or did not answer where the profile blocks then.
  'account_self_excluded',
  'account_on_break',
  'account_closed',
  'account_restricted',
  'exclusion_cannot_shorten',
  'register_excluded',
  'register_unavailable',
  // Game rules (issue 20): a round started before the profile's minimum cycle; a withdrawal the profile does
  // not let the member reverse; a withdrawal held by an AML flag.
  'game_cycle_too_fast',
  'withdrawal_irreversible',
  'withdrawal_on_hold',
  // KYC (issue 20): identity verification needed before this act; a verified birth date under the minimum
  // age; a document whose bytes are not PNG, JPEG or PDF; a document over 5 MB.
  'kyc_required',
  'kyc_underage',
  'document_type_not_allowed',
  'document_too_large',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
