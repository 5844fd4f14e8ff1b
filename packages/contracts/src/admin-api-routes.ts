import type { RouteDeclaration } from './operation-access.js';

/**
 * Back-office operations (staff only, under /api/admin). Zod-free so the back-office bundle can import it.
 * `:id` segments are path parameters; `access` as in api-routes.ts (operation-access.ts); a staff
 * operation also names the permission the server checks before validation (the handler checks it too).
 */
export const adminApiRoutes = {
  staffLogin: { method: 'POST', path: '/api/admin/session', access: 'public' },
  staffLogout: {
    method: 'DELETE',
    path: '/api/admin/session',
    access: 'staff',
    staffPermission: 'changePassword',
  },
  staffMe: { method: 'GET', path: '/api/admin/session', access: 'staff', staffPermission: 'changePassword' },
  staffChangePassword: {
    method: 'POST',
    path: '/api/admin/session/password',
    access: 'staff',
    staffPermission: 'changePassword',
  },
  staffList: { method: 'GET', path: '/api/admin/staff', access: 'staff', staffPermission: 'manageStaff' },
  staffCreate: { method: 'POST', path: '/api/admin/staff', access: 'staff', staffPermission: 'manageStaff' },
  staffUpdate: {
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    access: 'staff',
    staffPermission: 'manageStaff',
  },
  staffTotpReset: {
    method: 'POST',
    path: '/api/admin/staff/:id/totp-reset',
    access: 'staff',
    staffPermission: 'manageStaff',
  },
  adminMemberSearch: {
    method: 'GET',
    path: '/api/admin/members',
    access: 'staff',
    staffPermission: 'searchMembers',
  },
  adminMemberDetail: {
    method: 'GET',
    path: '/api/admin/members/:id',
    access: 'staff',
    staffPermission: 'searchMembers',
  },
  adminMemberLock: {
    method: 'POST',
    path: '/api/admin/members/:id/lock',
    access: 'staff',
    staffPermission: 'lockMembers',
  },
  adminMemberUnlock: {
    method: 'POST',
    path: '/api/admin/members/:id/unlock',
    access: 'staff',
    staffPermission: 'lockMembers',
  },
  adminMemberResetPassword: {
    method: 'POST',
    path: '/api/admin/members/:id/reset-password',
    access: 'staff',
    staffPermission: 'resetMemberPasswords',
  },
  adminMemberEndSessions: {
    method: 'POST',
    path: '/api/admin/members/:id/end-sessions',
    access: 'staff',
    staffPermission: 'endMemberSessions',
  },
  adminMemberRisk: {
    method: 'GET',
    path: '/api/admin/members/:id/risk',
    access: 'staff',
    staffPermission: 'readMemberRisk',
  },
  adminMemberNote: {
    method: 'POST',
    path: '/api/admin/members/:id/notes',
    access: 'staff',
    staffPermission: 'writeMemberNotes',
  },
  adminMemberFlag: {
    method: 'POST',
    path: '/api/admin/members/:id/flags',
    access: 'staff',
    staffPermission: 'flagMembers',
  },
  adminOutbox: { method: 'GET', path: '/api/admin/outbox', access: 'staff', staffPermission: 'readOutbox' },
  adminAudit: { method: 'GET', path: '/api/admin/audit', access: 'staff', staffPermission: 'readAudit' },
  adminProofImage: {
    method: 'GET',
    path: '/api/admin/uploads/:id',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminDepositList: {
    method: 'GET',
    path: '/api/admin/deposits',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminDepositDetail: {
    method: 'GET',
    path: '/api/admin/deposits/:id',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminDepositApprove: {
    method: 'POST',
    path: '/api/admin/deposits/:id/approve',
    access: 'staff',
    staffPermission: 'decideCashier',
  },
  adminDepositReject: {
    method: 'POST',
    path: '/api/admin/deposits/:id/reject',
    access: 'staff',
    staffPermission: 'decideCashier',
  },
  adminDepositChannelList: {
    method: 'GET',
    path: '/api/admin/deposit-channels',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminDepositChannelCreate: {
    method: 'POST',
    path: '/api/admin/deposit-channels',
    access: 'staff',
    staffPermission: 'manageChannels',
  },
  adminDepositChannelUpdate: {
    method: 'PUT',
    path: '/api/admin/deposit-channels/:id',
    access: 'staff',
    staffPermission: 'manageChannels',
  },
  adminWithdrawals: {
    method: 'GET',
    path: '/api/admin/withdrawals',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminWithdrawalDetail: {
    method: 'GET',
    path: '/api/admin/withdrawals/:id',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminWithdrawalDecide: {
    method: 'POST',
    path: '/api/admin/withdrawals/:id/decision',
    access: 'staff',
    staffPermission: 'decideCashier',
  },
  adminWithdrawalSettings: {
    method: 'GET',
    path: '/api/admin/withdrawal-settings',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminWithdrawalSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/withdrawal-settings',
    access: 'staff',
    staffPermission: 'configureWithdrawals',
  },
  adminMemberWallet: {
    method: 'GET',
    path: '/api/admin/members/:id/wallet',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminMemberWalletLines: {
    method: 'GET',
    path: '/api/admin/members/:id/wallet/lines',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminAdjustmentList: {
    method: 'GET',
    path: '/api/admin/adjustments',
    access: 'staff',
    staffPermission: 'requestAdjustments',
  },
  adminAdjustmentCreate: {
    method: 'POST',
    path: '/api/admin/adjustments',
    access: 'staff',
    staffPermission: 'requestAdjustments',
  },
  adminAdjustmentApprove: {
    method: 'POST',
    path: '/api/admin/adjustments/:id/approve',
    access: 'staff',
    staffPermission: 'approveAdjustments',
  },
  adminAdjustmentReject: {
    method: 'POST',
    path: '/api/admin/adjustments/:id/reject',
    access: 'staff',
    staffPermission: 'approveAdjustments',
  },
  adminAdjustmentSettings: {
    method: 'GET',
    path: '/api/admin/adjustment-settings',
    access: 'staff',
    staffPermission: 'requestAdjustments',
  },
  adminAdjustmentSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/adjustment-settings',
    access: 'staff',
    staffPermission: 'configureAdjustments',
  },
  adminSettingChangeList: {
    method: 'GET',
    path: '/api/admin/setting-changes',
    access: 'staff',
    staffPermission: 'reviewSettingChanges',
  },
  adminSettingChangeApprove: {
    method: 'POST',
    path: '/api/admin/setting-changes/:id/approve',
    access: 'staff',
    staffPermission: 'reviewSettingChanges',
  },
  adminSettingChangeReject: {
    method: 'POST',
    path: '/api/admin/setting-changes/:id/reject',
    access: 'staff',
    staffPermission: 'reviewSettingChanges',
  },
  // Responsible gaming and compliance (issue 20): the jurisdiction profile (a change is a four-eyes setting
  // change, approved through adminSettingChangeApprove), staff-started exclusions, KYC review, AML rules, flags
  // and withdrawal holds, markers of harm and interactions, a member's compliance view, the audit chain.
  adminJurisdiction: {
    method: 'GET',
    path: '/api/admin/compliance/jurisdiction',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminJurisdictionPropose: {
    method: 'POST',
    path: '/api/admin/compliance/jurisdiction',
    access: 'staff',
    staffPermission: 'configureCompliance',
  },
  adminMemberExclusionCreate: {
    method: 'POST',
    path: '/api/admin/members/:id/exclusions',
    access: 'staff',
    staffPermission: 'manageExclusions',
  },
  adminKycQueue: {
    method: 'GET',
    path: '/api/admin/kyc',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminKycDocumentFile: {
    method: 'GET',
    path: '/api/admin/kyc/documents/:id',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminKycDecide: {
    method: 'POST',
    path: '/api/admin/kyc/documents/:id/decision',
    access: 'staff',
    staffPermission: 'reviewKyc',
  },
  adminAmlRules: {
    method: 'GET',
    path: '/api/admin/aml/rules',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminAmlRulesPropose: {
    method: 'POST',
    path: '/api/admin/aml/rules',
    access: 'staff',
    staffPermission: 'configureCompliance',
  },
  adminAmlFlags: {
    method: 'GET',
    path: '/api/admin/aml/flags',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminAmlFlagDecide: {
    method: 'POST',
    path: '/api/admin/aml/flags/:id/decision',
    access: 'staff',
    staffPermission: 'reviewAml',
  },
  adminWithdrawalHolds: {
    method: 'GET',
    path: '/api/admin/aml/holds',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminWithdrawalHoldRelease: {
    method: 'POST',
    path: '/api/admin/aml/holds/:withdrawalId/release',
    access: 'staff',
    staffPermission: 'reviewAml',
  },
  adminHarmMarkers: {
    method: 'GET',
    path: '/api/admin/compliance/harm-markers',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminHarmMarkerReview: {
    method: 'POST',
    path: '/api/admin/compliance/harm-markers/:id/review',
    access: 'staff',
    staffPermission: 'recordInteractions',
  },
  adminMemberInteractionAdd: {
    method: 'POST',
    path: '/api/admin/members/:id/interactions',
    access: 'staff',
    staffPermission: 'recordInteractions',
  },
  adminMemberCompliance: {
    method: 'GET',
    path: '/api/admin/members/:id/compliance',
    access: 'staff',
    staffPermission: 'readCompliance',
  },
  adminAuditChain: {
    method: 'GET',
    path: '/api/admin/audit/chain',
    access: 'staff',
    staffPermission: 'readAudit',
  },
  adminInhouseLimits: {
    method: 'GET',
    path: '/api/admin/inhouse-limits',
    access: 'staff',
    staffPermission: 'readRounds',
  },
  adminInhouseLimitsUpdate: {
    method: 'PUT',
    path: '/api/admin/inhouse-limits/:game',
    access: 'staff',
    staffPermission: 'configureInhouseLimits',
  },
  adminLanguages: {
    method: 'GET',
    path: '/api/admin/languages',
    access: 'staff',
    staffPermission: 'configureLanguages',
  },
  adminLanguagesUpdate: {
    method: 'PUT',
    path: '/api/admin/languages',
    access: 'staff',
    staffPermission: 'configureLanguages',
  },
  adminVendorList: {
    method: 'GET',
    path: '/api/admin/vendors',
    access: 'staff',
    staffPermission: 'manageCatalogue',
  },
  adminVendorUpdate: {
    method: 'PATCH',
    path: '/api/admin/vendors/:code',
    access: 'staff',
    staffPermission: 'manageCatalogue',
  },
  adminGameList: {
    method: 'GET',
    path: '/api/admin/games',
    access: 'staff',
    staffPermission: 'manageCatalogue',
  },
  adminGameUpdate: {
    method: 'PATCH',
    path: '/api/admin/games/:id',
    access: 'staff',
    staffPermission: 'manageCatalogue',
  },
  adminAnnouncementList: {
    method: 'GET',
    path: '/api/admin/announcements',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminAnnouncementCreate: {
    method: 'POST',
    path: '/api/admin/announcements',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminAnnouncementUpdate: {
    method: 'PATCH',
    path: '/api/admin/announcements/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminAnnouncementDelete: {
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminRoundList: {
    method: 'GET',
    path: '/api/admin/rounds',
    access: 'staff',
    staffPermission: 'readRounds',
  },
  adminRoundDetail: {
    method: 'GET',
    path: '/api/admin/rounds/:id',
    access: 'staff',
    staffPermission: 'readRounds',
  },
  adminVendorMoveList: {
    method: 'GET',
    path: '/api/admin/vendor-moves',
    access: 'staff',
    staffPermission: 'readCashier',
  },
  adminVendorMoveCheck: {
    method: 'POST',
    path: '/api/admin/vendor-moves/:id/check',
    access: 'staff',
    staffPermission: 'decideCashier',
  },
  adminJobRunList: {
    method: 'GET',
    path: '/api/admin/job-runs',
    access: 'staff',
    staffPermission: 'manageJobs',
  },
  adminJobRunRetry: {
    method: 'POST',
    path: '/api/admin/job-runs/:id/retry',
    access: 'staff',
    staffPermission: 'manageJobs',
  },
  adminScheduledJobList: {
    method: 'GET',
    path: '/api/admin/scheduled-jobs',
    access: 'staff',
    staffPermission: 'manageJobs',
  },
  adminScheduledJobRun: {
    method: 'POST',
    path: '/api/admin/scheduled-jobs/:name/run',
    access: 'staff',
    staffPermission: 'manageJobs',
  },
  // Dashboard and reports (issue 14 #14, #15); the exports answer CSV.
  adminReportDashboard: {
    method: 'GET',
    path: '/api/admin/reports/dashboard',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportDaily: {
    method: 'GET',
    path: '/api/admin/reports/daily',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportDailyExport: {
    method: 'GET',
    path: '/api/admin/reports/daily/export',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportGames: {
    method: 'GET',
    path: '/api/admin/reports/games',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportGamesExport: {
    method: 'GET',
    path: '/api/admin/reports/games/export',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportPlayers: {
    method: 'GET',
    path: '/api/admin/reports/players',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportPlayersExport: {
    method: 'GET',
    path: '/api/admin/reports/players/export',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportCashier: {
    method: 'GET',
    path: '/api/admin/reports/cashier',
    access: 'staff',
    staffPermission: 'readReports',
  },
  adminReportCashierExport: {
    method: 'GET',
    path: '/api/admin/reports/cashier/export',
    access: 'staff',
    staffPermission: 'readReports',
  },
  // Home page boards (issue 14 #7): jackpot seeds (house money, funded through the ledger) and the
  // winner board's minimum win.
  adminHomeBoards: {
    method: 'GET',
    path: '/api/admin/home-boards',
    access: 'staff',
    staffPermission: 'readHomeBoards',
  },
  adminJackpotSeedUpdate: {
    method: 'PUT',
    path: '/api/admin/home-boards/jackpot-seeds/:vendorCode',
    access: 'staff',
    staffPermission: 'configureJackpots',
  },
  adminWinnerBoardUpdate: {
    method: 'PUT',
    path: '/api/admin/home-boards/winner-board',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  // Agent contracts (issue 15): any agent's contracts, the house's offers to tops of chains, settlement runs.
  adminAgentContractList: {
    method: 'GET',
    path: '/api/admin/agent-contracts',
    access: 'staff',
    staffPermission: 'readAgentContracts',
  },
  adminAgentContractDetail: {
    method: 'GET',
    path: '/api/admin/agent-contracts/:id',
    access: 'staff',
    staffPermission: 'readAgentContracts',
  },
  adminAgentContractOffer: {
    method: 'POST',
    path: '/api/admin/agent-contracts',
    access: 'staff',
    staffPermission: 'writeAgentContracts',
  },
  adminAgentContractTerminate: {
    method: 'POST',
    path: '/api/admin/agent-contracts/:id/termination',
    access: 'staff',
    staffPermission: 'writeAgentContracts',
  },
  adminAgentContractTerminationPreview: {
    method: 'GET',
    path: '/api/admin/agent-contracts/:id/termination-preview',
    access: 'staff',
    staffPermission: 'writeAgentContracts',
  },
  adminSettlementRunList: {
    method: 'GET',
    path: '/api/admin/agent-settlements',
    access: 'staff',
    staffPermission: 'readAgentContracts',
  },
  adminSettlementWindowList: {
    method: 'GET',
    path: '/api/admin/agent-settlements/windows',
    access: 'staff',
    staffPermission: 'readAgentContracts',
  },
  adminSettlementRetry: {
    method: 'POST',
    path: '/api/admin/agent-settlements/retry',
    access: 'staff',
    staffPermission: 'writeAgentContracts',
  },
  // The agent programme (issue 15): agents, the tree, their flags and types, affiliate applications.
  adminAgentList: {
    method: 'GET',
    path: '/api/admin/agents',
    access: 'staff',
    staffPermission: 'readAgents',
  },
  adminAgentDetail: {
    method: 'GET',
    path: '/api/admin/agents/:memberId',
    access: 'staff',
    staffPermission: 'readAgents',
  },
  adminAgentTreeChildren: {
    method: 'GET',
    path: '/api/admin/agent-tree/:memberId/children',
    access: 'staff',
    staffPermission: 'readAgents',
  },
  adminAgentTreePath: {
    method: 'GET',
    path: '/api/admin/agent-tree/:memberId/path',
    access: 'staff',
    staffPermission: 'readAgents',
  },
  adminAgentFlagsUpdate: {
    method: 'PUT',
    path: '/api/admin/agents/:memberId/flags',
    access: 'staff',
    staffPermission: 'writeAgents',
  },
  adminAgentTypeChange: {
    method: 'POST',
    path: '/api/admin/agents/:memberId/type',
    access: 'staff',
    staffPermission: 'writeAgents',
  },
  adminAffiliateApplicationList: {
    method: 'GET',
    path: '/api/admin/affiliate-applications',
    access: 'staff',
    staffPermission: 'readAgents',
  },
  adminAffiliateApplicationApprove: {
    method: 'POST',
    path: '/api/admin/affiliate-applications/:id/approve',
    access: 'staff',
    staffPermission: 'writeAgents',
  },
  adminAffiliateApplicationReject: {
    method: 'POST',
    path: '/api/admin/affiliate-applications/:id/reject',
    access: 'staff',
    staffPermission: 'writeAgents',
  },
  // Reward campaigns (issue 16): red-envelope drops, raffles and manual-rebate rates.
  adminRedEnvelopeList: {
    method: 'GET',
    path: '/api/admin/red-envelopes',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminRedEnvelopeCreate: {
    method: 'POST',
    path: '/api/admin/red-envelopes',
    access: 'staff',
    staffPermission: 'manageRewardCampaigns',
  },
  adminRedEnvelopeResults: {
    method: 'GET',
    path: '/api/admin/red-envelopes/:id',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminRaffleList: {
    method: 'GET',
    path: '/api/admin/raffles',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminRaffleCreate: {
    method: 'POST',
    path: '/api/admin/raffles',
    access: 'staff',
    staffPermission: 'manageRewardCampaigns',
  },
  adminRaffleResults: {
    method: 'GET',
    path: '/api/admin/raffles/:id',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminRebateRates: {
    method: 'GET',
    path: '/api/admin/rebate-rates',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminRebateRatesUpdate: {
    method: 'PUT',
    path: '/api/admin/rebate-rates',
    access: 'staff',
    staffPermission: 'manageRewardCampaigns',
  },
  // Promotions (issue 16, modules/promotions): the editor, preview, images, and the application queue.
  adminPromotionList: {
    method: 'GET',
    path: '/api/admin/promotions',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminPromotionDetail: {
    method: 'GET',
    path: '/api/admin/promotions/:id',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminPromotionCreate: {
    method: 'POST',
    path: '/api/admin/promotions',
    access: 'staff',
    staffPermission: 'writePromotions',
  },
  adminPromotionUpdate: {
    method: 'PUT',
    path: '/api/admin/promotions/:id',
    access: 'staff',
    staffPermission: 'writePromotions',
  },
  adminPromotionPublish: {
    method: 'POST',
    path: '/api/admin/promotions/:id/publish',
    access: 'staff',
    staffPermission: 'writePromotions',
  },
  adminPromotionArchive: {
    method: 'POST',
    path: '/api/admin/promotions/:id/archive',
    access: 'staff',
    staffPermission: 'writePromotions',
  },
  adminPromotionPreview: {
    method: 'POST',
    path: '/api/admin/promotions/preview',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminPromotionImageUpload: {
    method: 'POST',
    path: '/api/admin/promotion-images',
    access: 'staff',
    staffPermission: 'writePromotions',
  },
  adminPromotionApplications: {
    method: 'GET',
    path: '/api/admin/promotion-applications',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  // An application's image for staff who read promotions (the cashier's adminProofImage needs readCashier).
  adminPromotionApplicationImage: {
    method: 'GET',
    path: '/api/admin/promotion-applications/:id/images/:imageId',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminPromotionApplicationApprove: {
    method: 'POST',
    path: '/api/admin/promotion-applications/:id/approve',
    access: 'staff',
    staffPermission: 'decidePromotionApplications',
  },
  adminPromotionApplicationReject: {
    method: 'POST',
    path: '/api/admin/promotion-applications/:id/reject',
    access: 'staff',
    staffPermission: 'decidePromotionApplications',
  },
  // Bonus money (issue 16, modules/bonuses): issued bonuses with their wagering; forfeit and extend one
  // (audited, with a reason); the brand's cap on the wagering multiple (bonuses.settings).
  adminBonusList: {
    method: 'GET',
    path: '/api/admin/bonuses',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminBonusForfeit: {
    method: 'POST',
    path: '/api/admin/bonuses/:id/forfeit',
    access: 'staff',
    staffPermission: 'manageBonuses',
  },
  adminBonusExtend: {
    method: 'POST',
    path: '/api/admin/bonuses/:id/extension',
    access: 'staff',
    staffPermission: 'manageBonuses',
  },
  adminBonusSettings: {
    method: 'GET',
    path: '/api/admin/bonus-settings',
    access: 'staff',
    staffPermission: 'readPromotions',
  },
  adminBonusSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/bonus-settings',
    access: 'staff',
    staffPermission: 'manageRewardCampaigns',
  },
  // Missions and ranking boards (issue 17): configuration, claims, results and payouts.
  adminMissionList: {
    method: 'GET',
    path: '/api/admin/missions',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminMissionCreate: {
    method: 'POST',
    path: '/api/admin/missions',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMissionUpdate: {
    method: 'PUT',
    path: '/api/admin/missions/:id',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMissionClaims: {
    method: 'GET',
    path: '/api/admin/missions/:id/claims',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminRankingBoardList: {
    method: 'GET',
    path: '/api/admin/ranking-boards',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminRankingBoardCreate: {
    method: 'POST',
    path: '/api/admin/ranking-boards',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminRankingBoardUpdate: {
    method: 'PUT',
    path: '/api/admin/ranking-boards/:id',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminRankingSettings: {
    method: 'GET',
    path: '/api/admin/ranking-settings',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminRankingSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/ranking-settings',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminRankingResults: {
    method: 'GET',
    path: '/api/admin/ranking-boards/:id/results',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  // Points mall (issue 17, modules/points-mall): items, images, publish/hide, stock, the goods redeem queue,
  // the conversion settings.
  adminMallItems: {
    method: 'GET',
    path: '/api/admin/points-mall/items',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminMallItemCreate: {
    method: 'POST',
    path: '/api/admin/points-mall/items',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMallItemUpdate: {
    method: 'PUT',
    path: '/api/admin/points-mall/items/:id',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMallItemStatus: {
    method: 'POST',
    path: '/api/admin/points-mall/items/:id/status',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMallItemStock: {
    method: 'POST',
    path: '/api/admin/points-mall/items/:id/stock',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMallImageUpload: {
    method: 'POST',
    path: '/api/admin/points-mall/images',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMallRedeems: {
    method: 'GET',
    path: '/api/admin/points-mall/redeems',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminMallRedeemApprove: {
    method: 'POST',
    path: '/api/admin/points-mall/redeems/:id/approve',
    access: 'staff',
    staffPermission: 'decideRedeems',
  },
  adminMallRedeemReject: {
    method: 'POST',
    path: '/api/admin/points-mall/redeems/:id/reject',
    access: 'staff',
    staffPermission: 'decideRedeems',
  },
  adminMallSettings: {
    method: 'GET',
    path: '/api/admin/points-mall/settings',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminMallSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/points-mall/settings',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  // VIP levels (issue 17, modules/vip): the level editor, a member's level and history, set by hand.
  adminVipLevels: {
    method: 'GET',
    path: '/api/admin/vip-levels',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminVipLevelsUpdate: {
    method: 'PUT',
    path: '/api/admin/vip-levels',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMemberVip: {
    method: 'GET',
    path: '/api/admin/members/:id/vip',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminMemberVipSet: {
    method: 'POST',
    path: '/api/admin/members/:id/vip',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  // Loyalty points (issue 17, modules/points): earning rates (a new version from now on, audited), a
  // member's points (balance, lifetime, debt, lines) and a manual adjustment with a reason (audited).
  adminPointsRates: {
    method: 'GET',
    path: '/api/admin/points/rates',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminPointsRatesUpdate: {
    method: 'PUT',
    path: '/api/admin/points/rates',
    access: 'staff',
    staffPermission: 'writeLoyalty',
  },
  adminMemberPoints: {
    method: 'GET',
    path: '/api/admin/members/:memberId/points',
    access: 'staff',
    staffPermission: 'readLoyalty',
  },
  adminPointsAdjust: {
    method: 'POST',
    path: '/api/admin/members/:memberId/points/adjustments',
    access: 'staff',
    staffPermission: 'adjustPoints',
  },
  // Platform messages (issue 18, modules/platform-messages): send (member, list, segment; now or scheduled),
  // the sent and scheduled list with recipient and read counts, one message, cancel a scheduled one.
  adminMessageSend: {
    method: 'POST',
    path: '/api/admin/messages',
    access: 'staff',
    staffPermission: 'sendMessages',
  },
  adminMessageList: {
    method: 'GET',
    path: '/api/admin/messages',
    access: 'staff',
    staffPermission: 'readMessages',
  },
  adminMessageDetail: {
    method: 'GET',
    path: '/api/admin/messages/:id',
    access: 'staff',
    staffPermission: 'readMessages',
  },
  adminMessageCancel: {
    method: 'POST',
    path: '/api/admin/messages/:id/cancellation',
    access: 'staff',
    staffPermission: 'sendMessages',
  },
  // Feedback queue (issue 18, modules/feedback): list (status/type/assignee), detail, who can be assigned,
  // assign, answer (a member's answer becomes a platform message), close. All audited.
  // Chat moderation (issue 19, modules/chat): the room's messages with deleted ones, delete, the active mutes
  // and bans, mute or ban a member, lift one. Writes audited; all with moderateChat.
  adminChatMessages: {
    method: 'GET',
    path: '/api/admin/chat/messages',
    access: 'staff',
    staffPermission: 'moderateChat',
  },
  adminChatMessageDelete: {
    method: 'POST',
    path: '/api/admin/chat/messages/:messageId/deletion',
    access: 'staff',
    staffPermission: 'moderateChat',
  },
  adminChatRestrictions: {
    method: 'GET',
    path: '/api/admin/chat/restrictions',
    access: 'staff',
    staffPermission: 'moderateChat',
  },
  adminChatRestrict: {
    method: 'POST',
    path: '/api/admin/chat/restrictions',
    access: 'staff',
    staffPermission: 'moderateChat',
  },
  adminChatRestrictionLift: {
    method: 'POST',
    path: '/api/admin/chat/restrictions/:restrictionId/lift',
    access: 'staff',
    staffPermission: 'moderateChat',
  },
  adminFeedbackList: {
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'staff',
    staffPermission: 'readFeedback',
  },
  adminFeedbackAssignees: {
    method: 'GET',
    path: '/api/admin/feedback/assignees',
    access: 'staff',
    staffPermission: 'readFeedback',
  },
  adminFeedbackDetail: {
    method: 'GET',
    path: '/api/admin/feedback/:id',
    access: 'staff',
    staffPermission: 'readFeedback',
  },
  adminFeedbackAssign: {
    method: 'POST',
    path: '/api/admin/feedback/:id/assign',
    access: 'staff',
    staffPermission: 'handleFeedback',
  },
  adminFeedbackAnswer: {
    method: 'POST',
    path: '/api/admin/feedback/:id/answer',
    access: 'staff',
    staffPermission: 'handleFeedback',
  },
  adminFeedbackClose: {
    method: 'POST',
    path: '/api/admin/feedback/:id/close',
    access: 'staff',
    staffPermission: 'handleFeedback',
  },
  // News (issue 18, modules/content news-*): CRUD, publish and unpublish; content images (news covers, banners).
  adminNewsList: {
    method: 'GET',
    path: '/api/admin/news',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminNewsDetail: {
    method: 'GET',
    path: '/api/admin/news/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminNewsCreate: {
    method: 'POST',
    path: '/api/admin/news',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminNewsUpdate: {
    method: 'PATCH',
    path: '/api/admin/news/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminNewsDelete: {
    method: 'DELETE',
    path: '/api/admin/news/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminNewsPublish: {
    method: 'POST',
    path: '/api/admin/news/:id/publish',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminNewsUnpublish: {
    method: 'POST',
    path: '/api/admin/news/:id/unpublish',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminContentImageUpload: {
    method: 'POST',
    path: '/api/admin/content-images',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  // Banners (issue 18, modules/content banners-admin-*): every group, image, link, titles, order, schedule.
  adminBannerList: {
    method: 'GET',
    path: '/api/admin/banners',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminBannerCreate: {
    method: 'POST',
    path: '/api/admin/banners',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminBannerReorder: {
    method: 'POST',
    path: '/api/admin/banners/order',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminBannerUpdate: {
    method: 'PATCH',
    path: '/api/admin/banners/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  adminBannerDelete: {
    method: 'DELETE',
    path: '/api/admin/banners/:id',
    access: 'staff',
    staffPermission: 'manageContent',
  },
  // Live streams (issue 19, modules/live-streams): stream sources (HLS URL, titles, category, cover, schedule).
  adminStreamList: {
    method: 'GET',
    path: '/api/admin/streams',
    access: 'staff',
    staffPermission: 'manageStreams',
  },
  adminStreamCreate: {
    method: 'POST',
    path: '/api/admin/streams',
    access: 'staff',
    staffPermission: 'manageStreams',
  },
  adminStreamUpdate: {
    method: 'PATCH',
    path: '/api/admin/streams/:id',
    access: 'staff',
    staffPermission: 'manageStreams',
  },
  adminStreamDelete: {
    method: 'DELETE',
    path: '/api/admin/streams/:id',
    access: 'staff',
    staffPermission: 'manageStreams',
  },
  // In-house lottery (issue 19, modules/lottery lottery-admin-*): games with settings, odds and exposure
  // limits (configureLottery); draws with seeds, results and settlement, a draw's bets (readLottery);
  // cancel-and-refund with a reason (cancelLotteryDraws). Writes audited.
  adminLotteryGames: {
    method: 'GET',
    path: '/api/admin/lottery/games',
    access: 'staff',
    staffPermission: 'readLottery',
  },
  adminLotteryGameUpdate: {
    method: 'PUT',
    path: '/api/admin/lottery/games/:gameCode',
    access: 'staff',
    staffPermission: 'configureLottery',
  },
  adminLotteryDraws: {
    method: 'GET',
    path: '/api/admin/lottery/draws',
    access: 'staff',
    staffPermission: 'readLottery',
  },
  adminLotteryDraw: {
    method: 'GET',
    path: '/api/admin/lottery/draws/:drawId',
    access: 'staff',
    staffPermission: 'readLottery',
  },
  adminLotteryDrawBets: {
    method: 'GET',
    path: '/api/admin/lottery/draws/:drawId/bets',
    access: 'staff',
    staffPermission: 'readLottery',
  },
  adminLotteryDrawCancel: {
    method: 'POST',
    path: '/api/admin/lottery/draws/:drawId/cancellation',
    access: 'staff',
    staffPermission: 'cancelLotteryDraws',
  },
} as const satisfies Record<
  string,
  RouteDeclaration & { staffPermission?: StaffPermission | 'signedIn' | 'changePassword' }
>;

export type AdminOperationId = keyof typeof adminApiRoutes;

/** Which roles may call what; the server enforces it, the back office hides what a role cannot use. */
export const staffPermissions = {
  manageStaff: ['admin'],
  searchMembers: ['admin', 'customerService', 'risk', 'finance'],
  lockMembers: ['admin', 'customerService', 'risk'],
  resetMemberPasswords: ['admin', 'customerService'],
  endMemberSessions: ['admin', 'customerService', 'risk'],
  // The member risk view (money, sign-ins, linked accounts): everyone who handles members or money;
  // notes by the same people, flags (which steer payouts and bonuses) by risk and admins only.
  readMemberRisk: ['admin', 'customerService', 'risk', 'finance'],
  writeMemberNotes: ['admin', 'customerService', 'risk', 'finance'],
  flagMembers: ['admin', 'risk'],
  readOutbox: ['admin', 'customerService'],
  readAudit: ['admin', 'risk'],
  // Cashier: who sees the queues and member wallets, who decides, who configures channels.
  readCashier: ['admin', 'finance', 'customerService', 'risk'],
  decideCashier: ['admin', 'finance'],
  manageChannels: ['admin', 'finance'],
  requestAdjustments: ['admin', 'finance', 'customerService'],
  approveAdjustments: ['admin', 'finance'],
  // The amount above which an adjustment needs a second staff member: an admin decision.
  configureAdjustments: ['admin'],
  // Proposed changes to the money settings above (four eyes): whoever may make one of them sees and
  // decides them; each change still needs its own setting's permission (withdrawals or adjustments).
  reviewSettingChanges: ['admin', 'finance', 'risk'],
  // Catalogue: vendors and games (enable, maintenance, hot, order, icons, wallet mode).
  manageCatalogue: ['admin', 'content'],
  // Site content: marquee notices, announcements and popups.
  manageContent: ['admin', 'content'],
  // Round lookup: who answers players' and vendors' questions about a round and its money.
  readRounds: ['admin', 'finance', 'customerService', 'risk'],
  // Withdrawal limits and fees: cashier configuration, for those who manage channels or decide requests.
  configureWithdrawals: ['admin', 'finance'],
  // The house's limits on its own games (maximum multiplier, payout, daily exposure): a risk decision.
  configureInhouseLimits: ['admin', 'risk'],
  // The languages the site offers and its default (issue 21): what players read is content, so content staff
  // and admins.
  configureLanguages: ['admin', 'content'],
  // Scheduled jobs: their failed runs (reasons may name internals) and running a job again at once.
  manageJobs: ['admin'],
  // The dashboard and reports: the brand's money and every member's figures, for those who answer for them.
  readReports: ['admin', 'finance', 'risk'],
  // The home page's jackpot and winner boards: seeds move house money (finance), the board is content.
  readHomeBoards: ['admin', 'finance', 'content'],
  configureJackpots: ['admin', 'finance'],
  // The agent programme (issue 15): who sees agents, the tree and applications; who makes and unmakes
  // agents and switches their contract flags (which steer salary and dividend payouts).
  readAgents: ['admin', 'customerService', 'risk', 'finance'],
  writeAgents: ['admin', 'finance'],
  // Agent contracts (issue 15): who sees them and their settlement runs; who offers (house money) and ends them.
  readAgentContracts: ['admin', 'finance', 'risk', 'customerService'],
  writeAgentContracts: ['admin', 'finance'],
  // Promotions and bonuses (issue 16): who sees promotions, applications, issued bonuses and campaigns;
  // who writes and publishes promotions (content with a budget: content and finance together with admins);
  // who decides applications; who forfeits or extends a member's bonus (risk acts on abuse); who runs
  // campaigns that pay out at once (red envelopes, raffles) and sets rebate rates.
  readPromotions: ['admin', 'content', 'finance', 'customerService', 'risk'],
  writePromotions: ['admin', 'content', 'finance'],
  decidePromotionApplications: ['admin', 'finance', 'customerService'],
  manageBonuses: ['admin', 'finance', 'risk'],
  manageRewardCampaigns: ['admin', 'finance'],
  // Loyalty (issue 17): who sees points, the mall, VIP levels, missions and ranking boards; who configures
  // them (rates, items and stock, levels, missions, boards: content with a cost, so content and finance with
  // admins); who decides goods redeems; who adjusts a member's points by hand (a money-like act: finance).
  readLoyalty: ['admin', 'content', 'finance', 'customerService', 'risk'],
  writeLoyalty: ['admin', 'content', 'finance'],
  decideRedeems: ['admin', 'finance', 'customerService'],
  adjustPoints: ['admin', 'finance'],
  // Platform messages (issue 18): who reads the sent list with read counts; who sends to a member, a list or
  // a segment (a broadcast to every member is marketing: content and admins; customer service writes to members).
  readMessages: ['admin', 'content', 'customerService', 'risk'],
  sendMessages: ['admin', 'content', 'customerService'],
  // Feedback and complaints (issue 18): who sees the queue, and who assigns, answers and closes tickets.
  readFeedback: ['admin', 'customerService', 'risk', 'content'],
  handleFeedback: ['admin', 'customerService'],
  // The in-house lottery (issue 19): who sees games, draws with their seeds and results, and a draw's bets;
  // who configures games, schedules, odds and exposure limits (the house's risk: risk and finance with admins);
  // who cancels a draw and refunds every stake (money moves back: finance and admins).
  readLottery: ['admin', 'finance', 'risk', 'customerService'],
  configureLottery: ['admin', 'finance', 'risk'],
  cancelLotteryDraws: ['admin', 'finance'],
  // Live streams (issue 19): stream sources are content.
  manageStreams: ['admin', 'content'],
  // The chat room (issue 19): who reads it with the moderation view, and who deletes, mutes and bans.
  moderateChat: ['admin', 'customerService', 'content'],
  // Responsible gaming and compliance (issue 20): who sees members' limits, exclusions, register answers, KYC,
  // AML flags and markers of harm; who records what staff did with a member; who starts an exclusion for a
  // member (never shortens one); who verifies identity documents; who decides AML flags and holds; who changes
  // the jurisdiction profile and AML rules (four eyes, through setting changes).
  readCompliance: ['admin', 'customerService', 'risk', 'finance'],
  recordInteractions: ['admin', 'customerService', 'risk'],
  manageExclusions: ['admin', 'risk'],
  reviewKyc: ['admin', 'risk'],
  reviewAml: ['admin', 'risk', 'finance'],
  configureCompliance: ['admin', 'risk'],
} as const satisfies Record<
  string,
  readonly ('admin' | 'finance' | 'customerService' | 'content' | 'risk')[]
>;

export type StaffPermission = keyof typeof staffPermissions;
