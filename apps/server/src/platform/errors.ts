import type { ErrorCode, ErrorResponse } from '@gaming/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  system_maintenance: 503,
  access_restricted: 403,
  service_unavailable: 503,
  internal_error: 500,
  invalid_credentials: 401,
  captcha_required: 400,
  captcha_invalid: 400,
  account_locked: 423,
  account_locked_by_staff: 403,
  account_disabled: 403,
  verification_code_invalid: 400,
  non_member_login: 403,
  non_agent_login: 403,
  in_need_true_account: 403,
  invitation_code_error: 400,
  terms_not_accepted: 400,
  age_not_confirmed: 400,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  password_mismatch: 400,
  old_password_incorrect: 400,
  function_not_enabled: 403,
  message_send_failed: 502,
  quota_not_sufficient: 503,
  password_change_required: 403,
  insufficient_funds: 409,
  payment_password_required: 400,
  payment_password_incorrect: 400,
  no_upline: 400,
  not_your_downline: 400,
  proof_required: 400,
  image_too_large: 413,
  too_many_images: 400,
  image_type_not_allowed: 415,
  channel_unavailable: 409,
  amount_below_minimum: 400,
  amount_above_maximum: 400,
  daily_limit_reached: 409,
  invalid_state: 409,
  signature_invalid: 401,
  second_approval_required: 409,
  withdrawal_pending: 409,
  multiplier_above_maximum: 400,
  payout_above_maximum: 400,
  exposure_limit_reached: 409,
  contract_conflict: 409,
  contract_terms_exceed: 400,
  team_depth_limit: 409,
  agent_has_contracts: 409,
  campaign_not_live: 409,
  red_envelope_sold_out: 409,
  campaign_not_eligible: 403,
  nothing_to_claim: 409,
  promotion_not_live: 409,
  promotion_not_eligible: 403,
  promotion_slots_exhausted: 409,
  promotion_budget_exhausted: 409,
  promotion_device_limit: 409,
  promotion_application_pending: 409,
  wagering_multiple_too_high: 400,
  bonus_wagering_active: 409,
  mission_not_complete: 409,
  vip_levels_invalid: 400,
  vip_level_unknown: 400,
  vip_withdrawal_limit_reached: 409,
  mall_out_of_stock: 409,
  mall_limit_reached: 409,
  request_id_reused: 409,
  points_insufficient: 409,
  feedback_content_length: 400,
  feedback_contact_required: 400,
  feedback_contact_invalid: 400,
  feedback_open_limit: 429,
  feedback_closed: 409,
  banner_link_invalid: 400,
  banner_group_full: 409,
  stream_url_invalid: 400,
  message_recipient_unknown: 400,
  message_send_at_invalid: 400,
  chat_message_length: 400,
  chat_rate_limited: 429,
  chat_muted: 403,
  chat_banned: 403,
  lottery_draw_settled: 409,
  lottery_odds_above_return: 400,
  lottery_sales_closed: 409,
  lottery_game_disabled: 409,
  lottery_no_open_draw: 409,
  lottery_invalid_selection: 400,
  lottery_exposure_limit: 409,
  deposit_limit_reached: 409,
  loss_limit_reached: 409,
  wager_limit_reached: 409,
  session_time_limit_reached: 403,
  deposit_limit_required: 409,
  session_limit_required: 409,
  limit_cooling_off: 409,
  reality_check_due: 409,
  account_self_excluded: 403,
  account_on_break: 403,
  account_closed: 403,
  account_restricted: 403,
  exclusion_cannot_shorten: 409,
  register_excluded: 403,
  register_unavailable: 503,
  game_cycle_too_fast: 429,
  withdrawal_irreversible: 409,
  withdrawal_on_hold: 409,
  kyc_required: 403,
  kyc_underage: 409,
  document_type_not_allowed: 415,
  document_too_large: 413,
};

const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'The request could not be understood.',
  validation_failed: 'Some fields are not valid.',
  unauthorized: 'Not logged in.',
  forbidden: 'You may not do this.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Unsupported content type.',
  too_many_requests: 'Too many requests, retry later.',
  system_maintenance: 'The system is under maintenance.',
  access_restricted: 'Access is restricted from your location or IP.',
  service_unavailable: 'The service is temporarily unavailable.',
  internal_error: 'Unknown error.',
  invalid_credentials: 'Wrong username or password.',
  captcha_required: 'Enter the captcha.',
  captcha_invalid: 'The captcha is wrong or expired.',
  account_locked: 'Too many failed attempts; try again later.',
  account_locked_by_staff: 'This account is locked. Contact customer service.',
  account_disabled: 'This account is disabled. Contact customer service.',
  verification_code_invalid: 'The verification code is invalid, missing or expired.',
  non_member_login: 'Non-member accounts cannot log in here.',
  non_agent_login: 'Non-agents cannot log in here.',
  in_need_true_account: 'A real account is needed for this.',
  invitation_code_error: 'The invitation code is not valid.',
  terms_not_accepted: 'Accept the terms and privacy policy.',
  age_not_confirmed: 'Confirm your age.',
  username_taken: 'This username is taken.',
  mobile_taken: 'This mobile number is already registered.',
  email_taken: 'This e-mail is already registered.',
  password_mismatch: 'The two passwords are inconsistent.',
  old_password_incorrect: 'The old password is not correct.',
  function_not_enabled: 'This function is not enabled. Contact customer service.',
  message_send_failed: 'The message could not be sent. Try again later.',
  quota_not_sufficient: 'The SMS quota is not sufficient. Try again later.',
  password_change_required: 'Change your password first.',
  insufficient_funds: 'The balance is not sufficient.',
  payment_password_required: 'Set a payment password in the security centre first.',
  payment_password_incorrect: 'The payment password is not correct.',
  no_upline: 'You have no upline to transfer to.',
  not_your_downline: 'That account is not one of your direct downline members.',
  proof_required: 'Upload a proof image.',
  image_too_large: 'An image is larger than 5 MB.',
  too_many_images: 'At most 3 images may be uploaded.',
  image_type_not_allowed: 'Only png or jpg images are accepted.',
  channel_unavailable: 'This payment channel is not available.',
  amount_below_minimum: 'The amount is below the minimum.',
  amount_above_maximum: 'The amount is above the maximum.',
  daily_limit_reached: 'The daily limit has been reached.',
  invalid_state: 'This request is not in a state that allows that action.',
  signature_invalid: 'The signature is missing, wrong or too old.',
  second_approval_required: 'Another staff member must approve this.',
  withdrawal_pending: 'A withdrawal is already waiting for confirmation.',
  multiplier_above_maximum: "The bet's multiplier is above this game's maximum multiplier.",
  payout_above_maximum: "The bet's potential payout is above this game's maximum payout per bet.",
  exposure_limit_reached: 'This game takes no more bets of this size today.',
  contract_conflict: 'This contract would end downline contracts with higher terms; confirm to go ahead.',
  contract_terms_exceed: "The terms are above the offering side's own contract or the house's bounds.",
  team_depth_limit: 'This upline is at the deepest level of the team tree and can have no downline members.',
  agent_has_contracts: 'This agent gave contracts that are still live. Terminate them first, then demote it.',
  campaign_not_live: 'This campaign is not open now.',
  red_envelope_sold_out: 'All envelopes of this drop have been taken.',
  campaign_not_eligible: 'You do not qualify for this campaign.',
  nothing_to_claim: 'There is nothing to claim yet.',
  promotion_not_live: 'This promotion is not open now.',
  promotion_not_eligible: 'You do not qualify for this promotion yet.',
  promotion_slots_exhausted: 'All places of this promotion have been taken.',
  promotion_budget_exhausted: 'This promotion has paid out its whole budget.',
  promotion_device_limit: 'This promotion was already taken from this device or network.',
  promotion_application_pending: 'Your application for this promotion is waiting for review.',
  wagering_multiple_too_high: 'The wagering multiple is above the allowed maximum.',
  mission_not_complete: 'This mission is not complete yet: reach its target first.',
  bonus_wagering_active:
    'A bonus is still in wagering: finish its wagering or give the bonus up before withdrawing.',
  vip_levels_invalid:
    'Levels must be numbered 1, 2, 3… and a higher level may not need less than a lower one.',
  vip_level_unknown: 'There is no such VIP level.',
  vip_withdrawal_limit_reached: 'This amount is above what your VIP level may withdraw today.',
  mall_out_of_stock: 'Not enough of this item is left in stock.',
  mall_limit_reached: 'You have reached your limit for this item.',
  request_id_reused: 'This request id was already used for a different request.',
  points_insufficient: 'You do not have enough points for this.',
  feedback_content_length: 'The description must be 20 to 200 characters long, trimmed.',
  feedback_contact_required: 'A guest must give an e-mail address or phone number.',
  feedback_contact_invalid: 'The contact must be an e-mail address or a phone number.',
  feedback_open_limit: 'Too many open tickets; wait for an answer before sending another.',
  feedback_closed: 'This ticket is closed.',
  banner_link_invalid: "A banner's route must start with / and an external link must be https.",
  banner_group_full: 'This banner group is full.',
  stream_url_invalid: 'A stream URL must be an https address (or the sample stream path).',
  message_recipient_unknown: 'No active member (or agent) has that name, or none of the names.',
  message_send_at_invalid: 'The send time must be in the future and at most 366 days ahead.',
  chat_message_length: 'A chat message must be 1 to 300 characters long.',
  chat_rate_limited: 'Too many chat messages; wait a few seconds.',
  chat_muted: 'You are muted in the chat room for now.',
  chat_banned: 'You are banned from the chat room.',
  lottery_draw_settled: 'This draw has its numbers out and is settled or settling; it cannot be cancelled.',
  lottery_odds_above_return: 'These odds would pay back more than the stakes (stated return above 100%).',
  lottery_sales_closed: 'Sales for this draw have closed.',
  lottery_game_disabled: 'This lottery game is not available now.',
  lottery_no_open_draw: 'No draw of this game is on sale now; try again shortly.',
  lottery_invalid_selection: 'This selection is not valid for the bet type.',
  lottery_exposure_limit: 'This number takes no more bets of this size in this draw.',
  deposit_limit_reached: 'This deposit would pass your deposit limit.',
  loss_limit_reached: 'This bet would pass your loss limit.',
  wager_limit_reached: 'This bet would pass your wager limit.',
  session_time_limit_reached: 'Your session time limit is reached.',
  deposit_limit_required: 'Set a deposit limit before you deposit.',
  session_limit_required: 'Set a session time limit before you play.',
  limit_cooling_off: 'This limit change is still in its cooling-off period.',
  reality_check_due: 'Acknowledge the reality check to continue playing.',
  account_self_excluded: 'This account is self-excluded.',
  account_on_break: 'This account is on a break.',
  account_closed: 'This account is closed.',
  account_restricted: 'This account is restricted: only withdrawals and verification are open.',
  exclusion_cannot_shorten: 'A running exclusion cannot be shortened.',
  register_excluded: 'You are registered with a self-exclusion scheme.',
  register_unavailable: 'The self-exclusion register cannot be reached; try again later.',
  game_cycle_too_fast: 'Wait for the game round to finish before the next one.',
  withdrawal_irreversible: 'A withdrawal cannot be reversed.',
  withdrawal_on_hold: 'This withdrawal is on hold for review.',
  kyc_required: 'Verify your identity first.',
  kyc_underage: 'The verified date of birth is under the minimum age.',
  document_type_not_allowed: 'Only PNG, JPEG or PDF documents are accepted.',
  document_too_large: 'The document is too large (at most 5 MB).',
};

/** An error a service raises on purpose; its code reaches the client, its message is a safe fallback. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    readonly issues?: ErrorResponse['error']['issues'],
    readonly retryAfterSeconds?: number,
    readonly captchaRequired?: boolean,
  ) {
    super(message);
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }

  /**
   * Fields an answer carries beside `error` (e.g. the contracts a conflict would end), declared in the
   * route's contract; none by default.
   */
  replyFields(): Record<string, unknown> {
    return {};
  }
}

export function errorBody(
  code: ErrorCode,
  requestId: string,
  message: string = defaultMessages[code],
  extra: Pick<ErrorResponse['error'], 'issues' | 'retryAfterSeconds' | 'captchaRequired'> = {},
): ErrorResponse {
  return { error: { code, message, requestId, ...extra } };
}

/**
 * PostgreSQL refusing a value the schemas let through (a character the database cannot store, a number
 * out of range): the client sent it, so it is a 400, not our 500.
 */
const clientDataSqlStates = new Set(['22021', '22P05', '22003', '22001', '22007', '22008', '22P02']);

/** Fastify's own client errors (bad JSON, too large, wrong content type) mapped to our codes. */
function codeForFastifyError(error: FastifyError): ErrorCode | undefined {
  if (clientDataSqlStates.has((error as { code?: string }).code ?? '')) return 'bad_request';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'payload_too_large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported_media_type';
  if (error.statusCode === 429) return 'too_many_requests';
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'bad_request';
  return undefined;
}

function sendError(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  if (body.error.retryAfterSeconds !== undefined) reply.header('retry-after', body.error.retryAfterSeconds);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Node's "aborted" (ECONNRESET) from reading the body of a request whose connection closed. */
function isClientHangUp(error: FastifyError, request: FastifyRequest): boolean {
  return (error as { code?: string }).code === 'ECONNRESET' && request.raw.destroyed;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    const extra = {
      issues: error.issues,
      retryAfterSeconds: error.retryAfterSeconds,
      captchaRequired: error.captchaRequired,
    };
    const body = { ...error.replyFields(), ...errorBody(error.code, request.id, error.message, extra) };
    return sendError(reply, error.statusCode, body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, 50).map((issue) => ({
      path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
      message: issue.message ?? 'invalid',
    }));
    return sendError(reply, 400, errorBody('validation_failed', request.id, undefined, { issues }));
  }
  if (!isResponseSerializationError(error)) {
    const clientCode = codeForFastifyError(error);
    if (clientCode) {
      const retryAfter = Number(reply.getHeader('retry-after'));
      const extra =
        clientCode === 'too_many_requests' && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {};
      return sendError(reply, statusByCode[clientCode], errorBody(clientCode, request.id, undefined, extra));
    }
  }
  // A client that hung up before its request was read (an abandoned upload) caused this, not us: info,
  // so error lines stay the server's own failures. Nobody reads the answer.
  if (isClientHangUp(error, request)) {
    request.log.info({ err: error }, 'client closed the request before it was read');
    return sendError(reply, 400, errorBody('bad_request', request.id));
  }
  // Anything else is our fault: log it whole, tell the client nothing about the internals.
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, errorBody('internal_error', request.id));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export { statusByCode as errorStatusByCode };
