import { randomUUID } from 'node:crypto';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { StaffRole } from '@gaming/contracts/staff';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  pngBytes,
  requestWithdrawal,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
} from './modules/withdrawals/withdrawals-kit.js';
import { hashPassword } from './platform/security/passwords.js';
import {
  call,
  createMember,
  loginResponse,
  loginToken,
  signInNewStaff,
  staffServiceOf,
} from './testing/accounts-kit.js';
import { fundFromHouse } from './testing/ledger-kit.js';

/**
 * Issue 13, deliver 4: every operation of the route tables against every kind of caller, with the
 * expected outcome written here once per operation (not read from the declarations the server's guard
 * uses). An operation missing here, or a new one without a guard, fails. Each answer's status must also
 * be one the OpenAPI document lists for the operation (deliver 3).
 *
 * Requests carry no valid input (an empty JSON body, ids that name nothing unless the case is about
 * someone's own data), so a caller let in gets a validation or not-found answer and nothing changes.
 */

const staffRoles = ['admin', 'customerService', 'risk', 'finance', 'content'] as const satisfies StaffRole[];
const memberActors = ['guest', 'trial', 'member', 'otherMember', 'agent'] as const;
/**
 * Issue 20: a self-excluded member with money, signed in `restricted` (withdraw-only). Its outcome is not
 * written per row but derived from the operation's declared access (restrictedOutcome), so every operation
 * is tried with that session and only the memberRestricted* ones let it in.
 */
type ProfiledActor = (typeof memberActors)[number] | (typeof staffRoles)[number];
type Actor = ProfiledActor | 'restricted';
const actors: readonly Actor[] = [...memberActors, 'restricted', ...staffRoles];

/** pass: let in (any 2xx/4xx that is not a refusal of the caller); the others: that refusal's code. */
type Outcome =
  | 'pass'
  | 'unauthorized'
  | 'forbidden'
  | 'in_need_true_account'
  | 'non_agent_login'
  | 'not_found'
  | 'signature_invalid'
  | 'account_restricted';
type Profile = Record<ProfiledActor, Outcome>;

function profile(
  memberSide: Record<(typeof memberActors)[number], Outcome>,
  staffSide: Outcome | Role[],
): Profile {
  const staff = Object.fromEntries(
    staffRoles.map((role) => [
      role,
      Array.isArray(staffSide) ? (staffSide.includes(role) ? 'pass' : 'forbidden') : staffSide,
    ]),
  ) as Record<Role, Outcome>;
  return { ...memberSide, ...staff };
}
type Role = (typeof staffRoles)[number];

const anyone = profile(
  { guest: 'pass', trial: 'pass', member: 'pass', otherMember: 'pass', agent: 'pass' },
  'pass',
);
/** Real members; a staff token is no member session. */
const members = profile(
  {
    guest: 'unauthorized',
    trial: 'in_need_true_account',
    member: 'pass',
    otherMember: 'pass',
    agent: 'pass',
  },
  'unauthorized',
);
/** Real members, reaching for `member`'s own record by its id: another member finds nothing. */
const owner = profile(
  {
    guest: 'unauthorized',
    trial: 'in_need_true_account',
    member: 'pass',
    otherMember: 'not_found',
    agent: 'not_found',
  },
  'unauthorized',
);
const membersAndTrials = profile(
  { guest: 'unauthorized', trial: 'pass', member: 'pass', otherMember: 'pass', agent: 'pass' },
  'unauthorized',
);
/** A guest may (free-trial games); with a token it must be a real member's. */
const guestsOrMembers = profile(
  { guest: 'pass', trial: 'in_need_true_account', member: 'pass', otherMember: 'pass', agent: 'pass' },
  'unauthorized',
);
/** A free trial for guests and trial accounts (the vendor's demo mode, issue 14 #9); members play. */
const guestsMembersAndTrials = profile(
  { guest: 'pass', trial: 'pass', member: 'pass', otherMember: 'pass', agent: 'pass' },
  'unauthorized',
);
/**
 * `member`'s in-house round by its id: another member finds nothing, and so does a trial account, which
 * reaches the in-house games for its fun rounds only (issue 14 #9).
 */
const roundOwner = profile(
  { guest: 'unauthorized', trial: 'not_found', member: 'pass', otherMember: 'not_found', agent: 'not_found' },
  'unauthorized',
);
/** Agents only (member types 1, 2, 41, 42; issue 15): other members are no agents. */
const agents = profile(
  {
    guest: 'unauthorized',
    trial: 'in_need_true_account',
    member: 'non_agent_login',
    otherMember: 'non_agent_login',
    agent: 'pass',
  },
  'unauthorized',
);
/** An agent reaching for `member`, who is in no agent's team: not found, like a member that does not exist. */
const agentsOutsideTeam = profile(
  {
    guest: 'unauthorized',
    trial: 'in_need_true_account',
    member: 'non_agent_login',
    otherMember: 'non_agent_login',
    agent: 'not_found',
  },
  'unauthorized',
);
const notStaff = {
  guest: 'unauthorized',
  trial: 'unauthorized',
  member: 'unauthorized',
  otherMember: 'unauthorized',
  agent: 'unauthorized',
} as const;
const staffOnly = (...roles: Role[]) => profile(notStaff, roles);
const allStaff = staffOnly(...staffRoles);
/**
 * Signed server-to-server callbacks: no session opens them. This app has no vendor adapter and no
 * gateway channel on, so the sender is unknown to everyone; vendors.int.test.ts and deposits.int.test.ts
 * drive their signature checks.
 */
const unknownSender = profile(
  {
    guest: 'not_found',
    trial: 'not_found',
    member: 'not_found',
    otherMember: 'not_found',
    agent: 'not_found',
  },
  'not_found',
);

type Fixture =
  | 'withdrawal'
  | 'deposit'
  | 'upload'
  | 'round'
  | 'member'
  | 'contract'
  | 'reward'
  | 'redeem'
  | 'message'
  | 'ticket';
/** `body`: a well-formed one where the case is about reaching someone's record past validation. */
type Case = { expect: Profile; id?: Fixture; body?: unknown };

/** Written once per operation; session-ending operations last, since they end the callers' sessions. */
const matrix: Record<string, Case> = {
  permission: { expect: anyone },
  siteSettings: { expect: anyone },
  whitelabelMenu: { expect: anyone },
  domainRoutes: { expect: anyone },
  help: { expect: anyone },
  setRegister: { expect: anyone },
  registrationValidation: { expect: anyone },
  vendors: { expect: anyone },
  vendorGameTypes: { expect: anyone },
  games: { expect: anyone },
  hotGames: { expect: anyone },
  popular: { expect: anyone },
  winnerBoard: { expect: anyone },
  favouriteIds: { expect: members },
  favouriteList: { expect: members },
  favouriteAdd: { expect: members },
  favouriteRemove: { expect: members },
  recentGames: { expect: members },
  bettingRecords: { expect: members },
  gameLaunch: { expect: guestsMembersAndTrials },
  vendorAuthenticate: { expect: unknownSender },
  vendorBalance: { expect: unknownSender },
  vendorBet: { expect: unknownSender },
  vendorWin: { expect: unknownSender },
  vendorRefund: { expect: unknownSender },
  vendorEndRound: { expect: unknownSender },
  banners: { expect: anyone },
  notice: { expect: anyone },
  announcements: { expect: anyone },
  jackpots: { expect: anyone },
  captcha: { expect: anyone },
  login: { expect: anyone },
  loginV2: { expect: anyone },
  loginVerify: { expect: anyone },
  loginCode: { expect: anyone },
  freePlay: { expect: anyone },
  firstLogin: { expect: membersAndTrials },
  loginInfo: { expect: membersAndTrials },
  memberInfo: { expect: membersAndTrials },
  register: { expect: anyone },
  mobileRegister: { expect: anyone },
  registrationSms: { expect: anyone },
  affiliateCheck: { expect: anyone },
  countryCodes: { expect: anyone },
  changePassword: { expect: guestsOrMembers },
  forgotPasswordByEmail: { expect: anyone },
  resetPasswordByEmail: { expect: anyone },
  recoverySms: { expect: anyone },
  setPasswordByPhone: { expect: anyone },
  memberIcon: { expect: members },
  memberLanguage: { expect: membersAndTrials },
  profile: { expect: members },
  profileUpdate: { expect: members },
  bindMobileCode: { expect: members },
  bindMobile: { expect: members },
  bindEmailCode: { expect: members },
  bindEmail: { expect: members },
  setPaymentPassword: { expect: members },
  memberSessions: { expect: members },
  // No valid input: the id is no session id, and "sign out everywhere" lacks its keepCurrent choice.
  memberSessionEnd: { expect: members },
  memberSessionsEnd: { expect: members },
  balance: { expect: members },
  merchantWallet: { expect: anyone },
  accountRecords: { expect: members },
  transferUplineStatus: { expect: members },
  transferUpline: { expect: members },
  transferDownline: { expect: members },
  vendorWallets: { expect: members },
  transfer: { expect: members },
  recallAll: { expect: members },
  personalProfit: { expect: members },
  bonusDetails: { expect: members },
  withdrawSettings: { expect: members },
  withdrawCreate: { expect: members },
  withdrawList: { expect: members },
  withdrawDetail: { expect: owner, id: 'withdrawal' },
  withdrawConfirm: { expect: owner, id: 'withdrawal', body: { outcome: 'received' } },
  withdrawNotReceived: { expect: owner, id: 'withdrawal' },
  // Issue 20: no fixture id, so the owner's withdrawal is not cancelled under the other rows.
  withdrawCancel: { expect: members },
  depositChannels: { expect: members },
  depositCreate: { expect: members },
  depositGatewayCreate: { expect: members },
  depositList: { expect: members },
  depositDetail: { expect: owner, id: 'deposit' },
  paymentNotify: { expect: unknownSender },
  proofImage: { expect: owner, id: 'upload' },
  live: { expect: anyone },
  inhouseGames: { expect: anyone },
  inhouseSeedPair: { expect: membersAndTrials },
  inhouseClientSeed: { expect: membersAndTrials },
  inhouseRotateSeed: { expect: membersAndTrials },
  inhouseSlotPlay: { expect: membersAndTrials },
  inhouseDicePlay: { expect: membersAndTrials },
  inhouseCrashPlay: { expect: membersAndTrials },
  inhouseMinesPlay: { expect: membersAndTrials },
  inhouseCrashCashOut: { expect: roundOwner, id: 'round' },
  inhouseMinesReveal: { expect: roundOwner, id: 'round', body: { tile: 0 } },
  inhouseMinesCashOut: { expect: roundOwner, id: 'round' },
  inhouseLiveRound: { expect: membersAndTrials },
  inhouseRound: { expect: roundOwner, id: 'round' },
  inhouseRounds: { expect: membersAndTrials },
  inhouseRoundVerification: { expect: roundOwner, id: 'round' },
  funWallet: { expect: membersAndTrials },
  funWalletReset: { expect: membersAndTrials },
  agentProfile: { expect: agents },
  agentTeamOverview: { expect: agents },
  agentTeamMembers: { expect: agents },
  agentTeamMember: { expect: agentsOutsideTeam, id: 'member' },
  agentDownlineRegister: { expect: agents },
  agentTeamBetting: { expect: agents },
  agentUserLoss: { expect: agents },
  agentAccountDetails: { expect: agents },
  agentCreditReport: { expect: agents },
  agentTeamTransactions: { expect: agents },
  affiliateApplication: { expect: members },
  affiliateApply: { expect: members },
  // Responsible gaming and KYC (issue 20). memberRestricted operations let in the same callers as member
  // (a restricted session is the `restricted` actor's case).
  rgProfile: { expect: anyone },
  rgStatus: { expect: members },
  rgLimitSet: { expect: members },
  rgLimitConfirm: { expect: members },
  rgLimitCancel: { expect: members },
  rgSession: { expect: members },
  rgRealityCheckSet: { expect: members },
  rgRealityCheckAck: { expect: members },
  rgBreakStart: { expect: members },
  rgSelfExclude: { expect: members },
  rgAccountClose: { expect: members },
  rgReturnRequest: { expect: members },
  kycStatus: { expect: members },
  kycUpload: { expect: members },
  kycDocumentFile: { expect: members },
  healthz: { expect: anyone },
  readyz: { expect: anyone },
  // Back office.
  staffLogin: { expect: anyone },
  staffMe: { expect: allStaff },
  staffChangePassword: { expect: allStaff },
  staffList: { expect: staffOnly('admin') },
  staffCreate: { expect: staffOnly('admin') },
  staffUpdate: { expect: staffOnly('admin') },
  staffTotpReset: { expect: staffOnly('admin') },
  adminMemberSearch: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminMemberDetail: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminMemberLock: { expect: staffOnly('admin', 'customerService', 'risk') },
  adminMemberUnlock: { expect: staffOnly('admin', 'customerService', 'risk') },
  adminMemberResetPassword: { expect: staffOnly('admin', 'customerService') },
  adminMemberEndSessions: { expect: staffOnly('admin', 'customerService', 'risk') },
  adminMemberRisk: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminMemberNote: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminMemberFlag: { expect: staffOnly('admin', 'risk') },
  adminOutbox: { expect: staffOnly('admin', 'customerService') },
  adminAudit: { expect: staffOnly('admin', 'risk') },
  adminProofImage: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminDepositList: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminDepositDetail: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminDepositApprove: { expect: staffOnly('admin', 'finance') },
  adminDepositReject: { expect: staffOnly('admin', 'finance') },
  adminDepositChannelList: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminDepositChannelCreate: { expect: staffOnly('admin', 'finance') },
  adminDepositChannelUpdate: { expect: staffOnly('admin', 'finance') },
  adminWithdrawals: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminWithdrawalDetail: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminWithdrawalDecide: { expect: staffOnly('admin', 'finance') },
  adminWithdrawalSettings: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminWithdrawalSettingsUpdate: { expect: staffOnly('admin', 'finance') },
  adminMemberWallet: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminMemberWalletLines: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminAdjustmentList: { expect: staffOnly('admin', 'finance', 'customerService') },
  adminAdjustmentCreate: { expect: staffOnly('admin', 'finance', 'customerService') },
  adminAdjustmentApprove: { expect: staffOnly('admin', 'finance') },
  adminAdjustmentReject: { expect: staffOnly('admin', 'finance') },
  adminAdjustmentSettings: { expect: staffOnly('admin', 'finance', 'customerService') },
  adminAdjustmentSettingsUpdate: { expect: staffOnly('admin') },
  // Responsible gaming and compliance (issue 20).
  adminJurisdiction: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminJurisdictionPropose: { expect: staffOnly('admin', 'risk') },
  adminMemberExclusionCreate: { expect: staffOnly('admin', 'risk') },
  adminKycQueue: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminKycDocumentFile: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminKycDecide: { expect: staffOnly('admin', 'risk') },
  adminAmlRules: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAmlRulesPropose: { expect: staffOnly('admin', 'risk') },
  adminAmlFlags: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAmlFlagDecide: { expect: staffOnly('admin', 'risk', 'finance') },
  adminWithdrawalHolds: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminWithdrawalHoldRelease: { expect: staffOnly('admin', 'risk', 'finance') },
  adminHarmMarkers: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminHarmMarkerReview: { expect: staffOnly('admin', 'customerService', 'risk') },
  adminMemberInteractionAdd: { expect: staffOnly('admin', 'customerService', 'risk') },
  adminMemberCompliance: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAuditChain: { expect: staffOnly('admin', 'risk') },
  adminSettingChangeList: { expect: staffOnly('admin', 'finance', 'risk') },
  adminSettingChangeApprove: { expect: staffOnly('admin', 'finance', 'risk') },
  adminSettingChangeReject: { expect: staffOnly('admin', 'finance', 'risk') },
  adminLanguages: { expect: staffOnly('admin', 'content') },
  adminLanguagesUpdate: { expect: staffOnly('admin', 'content') },
  adminInhouseLimits: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminInhouseLimitsUpdate: { expect: staffOnly('admin', 'risk') },
  adminJobRunList: { expect: staffOnly('admin') },
  adminJobRunRetry: { expect: staffOnly('admin') },
  adminScheduledJobList: { expect: staffOnly('admin') },
  adminScheduledJobRun: { expect: staffOnly('admin') },
  adminReportCashier: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportCashierExport: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportDaily: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportDailyExport: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportDashboard: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportGames: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportGamesExport: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportPlayers: { expect: staffOnly('admin', 'finance', 'risk') },
  adminReportPlayersExport: { expect: staffOnly('admin', 'finance', 'risk') },
  adminHomeBoards: { expect: staffOnly('admin', 'finance', 'content') },
  adminJackpotSeedUpdate: { expect: staffOnly('admin', 'finance') },
  adminWinnerBoardUpdate: { expect: staffOnly('admin', 'content') },
  adminVendorList: { expect: staffOnly('admin', 'content') },
  adminVendorUpdate: { expect: staffOnly('admin', 'content') },
  adminGameList: { expect: staffOnly('admin', 'content') },
  adminGameUpdate: { expect: staffOnly('admin', 'content') },
  adminAnnouncementList: { expect: staffOnly('admin', 'content') },
  adminAnnouncementCreate: { expect: staffOnly('admin', 'content') },
  adminAnnouncementUpdate: { expect: staffOnly('admin', 'content') },
  adminAnnouncementDelete: { expect: staffOnly('admin', 'content') },
  adminRoundList: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminRoundDetail: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminVendorMoveList: { expect: staffOnly('admin', 'finance', 'customerService', 'risk') },
  adminVendorMoveCheck: { expect: staffOnly('admin', 'finance') },
  adminAgentList: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAgentDetail: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAgentTreeChildren: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAgentTreePath: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAgentFlagsUpdate: { expect: staffOnly('admin', 'finance') },
  adminAgentTypeChange: { expect: staffOnly('admin', 'finance') },
  adminAffiliateApplicationList: { expect: staffOnly('admin', 'customerService', 'risk', 'finance') },
  adminAffiliateApplicationApprove: { expect: staffOnly('admin', 'finance') },
  adminAffiliateApplicationReject: { expect: staffOnly('admin', 'finance') },
  // Agent contracts (issue 15). `contract` is an offer made to `member` by `agent`: only its holder may
  // answer it (the offering agent and anyone else find nothing).
  consolidated: { expect: members },
  dividendProcess: { expect: agents },
  dailySalaryContract: { expect: members },
  hourlySalaryContract: { expect: members },
  realtimeSalaryContract: { expect: members },
  contractRespond: { expect: owner, id: 'contract', body: { decision: 'reject' } },
  agentContractList: { expect: agents },
  agentContractOffer: { expect: agents },
  agentContractDetail: { expect: agents },
  agentContractTerminate: { expect: agents },
  agentContractTerminationPreview: { expect: agents },
  agentContractPayments: { expect: agents },
  agentIncome: { expect: agents },
  adminAgentContractList: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminAgentContractDetail: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminAgentContractOffer: { expect: staffOnly('admin', 'finance') },
  adminAgentContractTerminate: { expect: staffOnly('admin', 'finance') },
  adminAgentContractTerminationPreview: { expect: staffOnly('admin', 'finance') },
  adminSettlementRunList: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminSettlementWindowList: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminSettlementRetry: { expect: staffOnly('admin', 'finance') },
  // Bonus money (issue 16): `reward` is a reward waiting for `member`; only it may claim or give it up.
  rewardCenter: { expect: members },
  rewardBadge: { expect: members },
  rewardClaim: { expect: owner, id: 'reward' },
  rewardForfeit: { expect: owner, id: 'reward' },
  adminBonusList: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminBonusForfeit: { expect: staffOnly('admin', 'finance', 'risk') },
  adminBonusExtend: { expect: staffOnly('admin', 'finance', 'risk') },
  adminBonusSettings: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminBonusSettingsUpdate: { expect: staffOnly('admin', 'finance') },
  // Promotions (issue 16): public reads (a member's own state with a session), member actions, staff tools.
  promotionList: { expect: anyone },
  promotionSummary: { expect: anyone },
  promotionImage: { expect: anyone },
  promotionDetail: { expect: anyone },
  myPromotionApplications: { expect: members },
  promotionJoin: { expect: members },
  promotionClaim: { expect: members },
  promotionApply: { expect: members },
  adminPromotionList: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminPromotionDetail: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminPromotionPreview: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminPromotionCreate: { expect: staffOnly('admin', 'content', 'finance') },
  adminPromotionUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminPromotionPublish: { expect: staffOnly('admin', 'content', 'finance') },
  adminPromotionArchive: { expect: staffOnly('admin', 'content', 'finance') },
  adminPromotionImageUpload: { expect: staffOnly('admin', 'content', 'finance') },
  adminPromotionApplications: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminPromotionApplicationImage: {
    expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk'),
  },
  adminPromotionApplicationApprove: { expect: staffOnly('admin', 'finance', 'customerService') },
  adminPromotionApplicationReject: { expect: staffOnly('admin', 'finance', 'customerService') },
  // Reward campaigns (issue 16): a member's own referral, grabs, raffles and rebate; the draw's public proof.
  referralInfo: { expect: members },
  referralInvitees: { expect: members },
  redEnvelopeCurrent: { expect: members },
  redEnvelopeGrab: { expect: members },
  raffleList: { expect: members },
  raffleClaim: { expect: members },
  raffleVerify: { expect: anyone },
  manualRebate: { expect: members },
  manualRebateClaim: { expect: members },
  adminRedEnvelopeList: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRedEnvelopeCreate: { expect: staffOnly('admin', 'finance') },
  adminRedEnvelopeResults: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRaffleList: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRaffleCreate: { expect: staffOnly('admin', 'finance') },
  adminRaffleResults: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  // Missions and ranking boards (issue 17 D).
  missionSummary: { expect: members },
  missionClaim: { expect: members },
  missionLeaderboard: { expect: anyone },
  rankingBoards: { expect: anyone },
  adminMissionList: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminMissionCreate: { expect: staffOnly('admin', 'content', 'finance') },
  adminMissionUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminMissionClaims: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRankingBoardList: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRankingBoardCreate: { expect: staffOnly('admin', 'content', 'finance') },
  adminRankingBoardUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminRankingResults: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRankingSettings: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRankingSettingsUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminRebateRates: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminRebateRatesUpdate: { expect: staffOnly('admin', 'finance') },
  // VIP levels (issue 17): a member's own level; staff read with readLoyalty, write with writeLoyalty.
  vipStatus: { expect: members },
  adminVipLevels: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminVipLevelsUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminMemberVip: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminMemberVipSet: { expect: staffOnly('admin', 'content', 'finance') },
  // Loyalty points (issue 17): a member's own points; the rates are public; staff read with readLoyalty,
  // set rates with writeLoyalty and adjust a member's points with adjustPoints.
  pointsBalance: { expect: members },
  pointsTransactionDetails: { expect: members },
  pointsConfig: { expect: anyone },
  adminPointsRates: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminPointsRatesUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminMemberPoints: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminPointsAdjust: { expect: staffOnly('admin', 'finance') },
  // Points mall (issue 17 B): items and images for anyone; `redeem` is `member`'s own conversion; staff read
  // with readLoyalty, write items and settings with writeLoyalty, decide goods with decideRedeems.
  rewardList: { expect: anyone },
  pointsMallImage: { expect: anyone },
  pointsRedeem: { expect: members },
  pointsConvert: { expect: members },
  redeemList: { expect: members },
  redeemDetail: { expect: owner, id: 'redeem' },
  adminMallItems: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminMallItemCreate: { expect: staffOnly('admin', 'content', 'finance') },
  adminMallItemUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  adminMallItemStatus: { expect: staffOnly('admin', 'content', 'finance') },
  adminMallItemStock: { expect: staffOnly('admin', 'content', 'finance') },
  adminMallImageUpload: { expect: staffOnly('admin', 'content', 'finance') },
  adminMallRedeems: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminMallRedeemApprove: { expect: staffOnly('admin', 'finance', 'customerService') },
  adminMallRedeemReject: { expect: staffOnly('admin', 'finance', 'customerService') },
  adminMallSettings: { expect: staffOnly('admin', 'content', 'finance', 'customerService', 'risk') },
  adminMallSettingsUpdate: { expect: staffOnly('admin', 'content', 'finance') },
  // Platform messages (issue 18): a real member's own inbox (trial accounts have none: in_need_true_account);
  // `message` is `member`'s, another member's is not found; staff read with readMessages, send with sendMessages.
  unreadMessageCount: { expect: members },
  messageList: { expect: members },
  messagesRead: { expect: members },
  messageDetail: { expect: owner, id: 'message' },
  messageDelete: { expect: owner, id: 'message' },
  adminMessageSend: { expect: staffOnly('admin', 'content', 'customerService') },
  adminMessageList: { expect: staffOnly('admin', 'content', 'customerService', 'risk') },
  adminMessageDetail: { expect: staffOnly('admin', 'content', 'customerService', 'risk') },
  adminMessageCancel: { expect: staffOnly('admin', 'content', 'customerService') },
  // Feedback (issue 18): guests, members and agents submit; a member's own tickets (`ticket` is `member`'s);
  // staff read the queue with readFeedback, assign, answer and close with handleFeedback.
  feedback: { expect: guestsOrMembers },
  feedbackList: { expect: members },
  feedbackDetail: { expect: owner, id: 'ticket' },
  adminFeedbackList: { expect: staffOnly('admin', 'customerService', 'risk', 'content') },
  adminFeedbackAssignees: { expect: staffOnly('admin', 'customerService', 'risk', 'content') },
  adminFeedbackDetail: { expect: staffOnly('admin', 'customerService', 'risk', 'content') },
  adminFeedbackAssign: { expect: staffOnly('admin', 'customerService') },
  adminFeedbackAnswer: { expect: staffOnly('admin', 'customerService') },
  adminFeedbackClose: { expect: staffOnly('admin', 'customerService') },
  // In-house lottery back office (issue 19).
  adminLotteryGames: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminLotteryGameUpdate: { expect: staffOnly('admin', 'finance', 'risk') },
  adminLotteryDraws: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminLotteryDraw: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminLotteryDrawBets: { expect: staffOnly('admin', 'finance', 'risk', 'customerService') },
  adminLotteryDrawCancel: { expect: staffOnly('admin', 'finance') },
  // Chat room (issue 19): launchChat for real members and agents; the history for anyone; moderation with
  // moderateChat.
  launchChat: { expect: members },
  chatHistory: { expect: anyone },
  adminChatMessages: { expect: staffOnly('admin', 'customerService', 'content') },
  adminChatMessageDelete: { expect: staffOnly('admin', 'customerService', 'content') },
  adminChatRestrictions: { expect: staffOnly('admin', 'customerService', 'content') },
  adminChatRestrict: { expect: staffOnly('admin', 'customerService', 'content') },
  adminChatRestrictionLift: { expect: staffOnly('admin', 'customerService', 'content') },
  // News and content images for anyone; the news and banner editors with manageContent (issue 18).
  newsList: { expect: anyone },
  newsDetail: { expect: anyone },
  contentImage: { expect: anyone },
  adminNewsList: { expect: staffOnly('admin', 'content') },
  adminNewsDetail: { expect: staffOnly('admin', 'content') },
  adminNewsCreate: { expect: staffOnly('admin', 'content') },
  adminNewsUpdate: { expect: staffOnly('admin', 'content') },
  adminNewsDelete: { expect: staffOnly('admin', 'content') },
  adminNewsPublish: { expect: staffOnly('admin', 'content') },
  adminNewsUnpublish: { expect: staffOnly('admin', 'content') },
  adminContentImageUpload: { expect: staffOnly('admin', 'content') },
  adminBannerList: { expect: staffOnly('admin', 'content') },
  adminBannerCreate: { expect: staffOnly('admin', 'content') },
  adminBannerReorder: { expect: staffOnly('admin', 'content') },
  adminBannerUpdate: { expect: staffOnly('admin', 'content') },
  adminBannerDelete: { expect: staffOnly('admin', 'content') },
  // Live streams and poker rooms for anyone; stream sources with manageStreams (issue 19).
  liveModelList: { expect: anyone },
  liveStreamSample: { expect: anyone },
  pokerRoomList: { expect: anyone },
  adminStreamList: { expect: staffOnly('admin', 'content') },
  adminStreamCreate: { expect: staffOnly('admin', 'content') },
  adminStreamUpdate: { expect: staffOnly('admin', 'content') },
  adminStreamDelete: { expect: staffOnly('admin', 'content') },
  // In-house lottery (issue 19): launches, recent games and bets for real members; results, draws, game
  // state, VN menus and opened numbers for anyone.
  startGameV2: { expect: members },
  lotteryLobbyLaunch: { expect: members },
  recentLottery: { expect: members },
  lotteryBet: { expect: members },
  lotteryMyBets: { expect: members },
  vnMenus: { expect: anyone },
  openedNumbers: { expect: anyone },
  lotteryGame: { expect: anyone },
  lotteryResults: { expect: anyone },
  lotteryDraw: { expect: anyone },
  // Last: these end the caller's session.
  logout: { expect: membersAndTrials },
  staffLogout: { expect: allStaff },
};

const refusals = new Set([
  'account_restricted',
  'unauthorized',
  'forbidden',
  'in_need_true_account',
  'non_agent_login',
  'signature_invalid',
]);
const routes: Record<string, { method: string; path: string }> = { ...apiRoutes, ...adminApiRoutes };

let harness: WithdrawalsHarness;
const tokens: Partial<Record<Actor, string>> = {};
const fixtures: Partial<Record<Fixture, string>> = {};
let documentResponses: Map<string, Set<string>>;

async function signedInMember(type: number): Promise<{ id: string; token: string }> {
  const member = await createMember(harness, { type, password: 'Matrix-member-passphrase-42' });
  return { id: member.id, token: await loginToken(harness, member) };
}

/** A funded member who self-excluded and signed in again: the login answers `restricted`. */
async function restrictedMemberToken(): Promise<string> {
  const password = 'Matrix-member-passphrase-42';
  const member = await createMember(harness, { type: 0, password });
  await fundFromHouse(harness.ledger, member.id, 10_000n);
  const excluded = await call(harness.app, 'POST', '/api/responsible-gaming/self-exclusions', {
    token: await loginToken(harness, member),
    body: { period: '6m', password },
  });
  expect(excluded.statusCode, excluded.body).toBe(200);
  const login = await loginResponse(harness, member);
  expect(login.json().result, login.body).toBe('restricted');
  return login.json().token as string;
}

async function createOwnerFixtures(ownerId: string, token: string): Promise<void> {
  await harness.database.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword('123456') })
    .where('id', '=', ownerId)
    .execute();
  await fundFromHouse(harness.ledger, ownerId, 5_000_000n);
  fixtures.withdrawal = (await requestWithdrawal(harness, token, '200')).id;
  const channels = await call(harness.app, 'GET', '/api/deposits/channels', { token });
  const manual = (channels.json().channels as Array<{ id: string; type: string }>).find(
    (channel) => channel.type === 'manual_bank',
  );
  const form = multipart({ requestId: randomUUID(), channelId: manual?.id ?? '1', amount: '200' }, [
    { filename: 'proof.png', contentType: 'image/png', bytes: pngBytes },
  ]);
  const deposit = await call(harness.app, 'POST', '/api/deposits', {
    token,
    body: form.body,
    headers: { 'content-type': form.contentType },
  });
  expect(deposit.statusCode, deposit.body).toBe(200);
  fixtures.deposit = deposit.json().id;
  fixtures.upload = deposit.json().proofImageIds[0];
  const round = await call(harness.app, 'POST', '/api/inhouse/slot/rounds', {
    token,
    body: { requestId: randomUUID(), amount: '10' },
  });
  expect(round.statusCode, round.body).toBe(200);
  fixtures.round = round.json().roundId ?? round.json().round?.roundId;
}

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  const owner = await signedInMember(0);
  fixtures.member = owner.id;
  tokens.member = owner.token;
  tokens.otherMember = (await signedInMember(0)).token;
  const agent = await signedInMember(1);
  tokens.agent = agent.token;
  fixtures.contract = (
    await harness.database.db
      .insertInto('agent_contracts')
      .values({
        kind: 'daily',
        holder_member_id: owner.id,
        offered_by_member_id: agent.id,
        terms: JSON.stringify({
          kind: 'daily',
          tiers: [{ validBetMinor: '100', minActiveMembers: 1, value: '0.001' }],
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  fixtures.reward = (
    await harness.database.db
      .insertInto('bonuses')
      .values({
        id: randomUUID(),
        member_id: owner.id,
        kind: 'manual',
        source_id: 'matrix',
        grant_key: `matrix:${owner.id}`,
        title: 'Matrix reward',
        amount_minor: '100',
        ledger_code: 'bonus',
        status: 'claimable',
        claim_expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  fixtures.redeem = (
    await harness.database.db
      .insertInto('points_mall_redeems')
      .values({
        id: randomUUID(),
        member_id: owner.id,
        kind: 'convert',
        item_id: null,
        quantity: 1,
        points: '100',
        amount_minor: '100',
        ratio: 100,
        units: 100,
        request_hash: '0'.repeat(64),
        status: 'approved',
        pending_step: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  fixtures.message = (
    await harness.database.db
      .insertInto('platform_messages')
      .values({
        kind: 'staff',
        title: 'Matrix message',
        body_html: '<p>Matrix</p>',
        preview: 'Matrix',
        audience_kind: 'member',
        audience: JSON.stringify({ memberId: owner.id, username: 'matrix' }),
        status: 'sent',
        send_at: new Date(),
        sent_at: new Date(),
        source: null,
        source_id: null,
        created_by_staff_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await harness.database.db
    .insertInto('platform_message_deliveries')
    .values({ message_id: fixtures.message, member_id: owner.id })
    .execute();
  fixtures.ticket = (
    await harness.database.db
      .insertInto('feedback_tickets')
      .values({ member_id: owner.id, type: 1, content: 'Matrix feedback ticket text.', ip: '127.0.0.1' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const trial = await call(harness.app, 'POST', '/api/session/trial', { body: { platform: 'W', os: 'web' } });
  expect(trial.statusCode, trial.body).toBe(200);
  tokens.trial = trial.json().token;
  const staff = staffServiceOf(harness);
  for (const role of staffRoles) tokens[role] = (await signInNewStaff(harness.app, staff, role)).token;
  tokens.restricted = await restrictedMemberToken();
  await createOwnerFixtures(owner.id, owner.token);
  const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  documentResponses = new Map();
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const operation of Object.values(item) as Array<{ operationId: string; responses: object }>)
      documentResponses.set(operation.operationId, new Set(Object.keys(operation.responses)));
    expect(path.startsWith('/')).toBe(true);
  }
}, 300_000);

afterAll(async () => {
  await harness?.close();
});

const zeroId = '00000000-0000-4000-8000-000000000000';

/**
 * What the restricted session (another member than `member`) gets: let in only where the route is declared
 * memberRestricted*, as any other member would be there; refused with account_restricted wherever a member
 * session is checked; a staff route or an unauthenticated one answers it as it answers a stranger.
 */
function restrictedOutcome(operationId: string, expect: Profile): Outcome {
  const access = (routes[operationId] as { access?: string } | undefined)?.access;
  if (access === 'memberRestricted' || access === 'memberRestrictedOrTrial') return expect.otherMember;
  // The live socket answers every plain GET alike (426); staff routes know no member session.
  if (access === 'staff' || access === 'memberSocket') return expect.otherMember;
  // Public promotion pages read a session when one is sent: promotions are marketing, refused to it.
  if (publicButRefusedToRestricted.has(operationId)) return 'account_restricted';
  if (access === 'public' || access === 'vendorSigned' || access === 'gatewaySigned') return expect.guest;
  return 'account_restricted';
}
const publicButRefusedToRestricted = new Set(['promotionList', 'promotionSummary']);

function urlOf(operationId: string, fixture: Fixture | undefined): string {
  const path = routes[operationId]?.path ?? '';
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    if (fixture) return fixtures[fixture] ?? zeroId;
    if (name === 'vendorCode' || name === 'code') return 'PG';
    if (name === 'game') return 'dice';
    if (name === 'channelId' || name === 'nodeId') return '1';
    return zeroId;
  });
}

function outcomeOf(response: LightMyRequestResponse): string {
  const code = response.statusCode >= 400 ? (response.json().error?.code as string | undefined) : undefined;
  if (code && refusals.has(code)) return code;
  if (code === 'not_found') return 'not_found';
  return response.statusCode >= 500 ? `server error ${response.statusCode}` : 'pass';
}

describe('authorization matrix', () => {
  it('covers every operation of the route tables and of the OpenAPI document, and nothing else', () => {
    const operations = new Set([...Object.keys(routes), ...documentResponses.keys()]);
    expect([...operations].filter((operationId) => !(operationId in matrix)).sort()).toEqual([]);
    expect(Object.keys(matrix).filter((operationId) => !operations.has(operationId))).toEqual([]);
  });

  it('lets in exactly the callers written here, and each answer is documented', {
    timeout: 600_000,
  }, async () => {
    const mismatches: string[] = [];
    const undocumented: string[] = [];
    for (const [operationId, testCase] of Object.entries(matrix)) {
      const route = routes[operationId];
      if (!route) continue;
      for (const actor of actors) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await call(harness.app, route.method as 'GET', urlOf(operationId, testCase.id), {
          token: tokens[actor],
          ...(hasBody ? { body: testCase.body ?? {} } : {}),
        });
        const expected =
          actor === 'restricted' ? restrictedOutcome(operationId, testCase.expect) : testCase.expect[actor];
        let outcome = outcomeOf(response);
        // Someone's own record, asked for by its owner, may still be "not found" for this empty request.
        if (expected === 'pass' && outcome === 'not_found' && !testCase.id) outcome = 'pass';
        if (outcome !== expected)
          mismatches.push(
            `${operationId} as ${actor}: ${outcome} (${response.statusCode}), expected ${expected}`,
          );
        if (!documentResponses.get(operationId)?.has(String(response.statusCode)))
          undocumented.push(
            `${operationId} answered ${response.statusCode} (${response.body.slice(0, 120)})`,
          );
      }
    }
    expect({ mismatches, undocumented: [...new Set(undocumented)] }).toEqual({
      mismatches: [],
      undocumented: [],
    });
  });
});
