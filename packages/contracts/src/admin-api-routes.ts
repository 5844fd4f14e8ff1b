/**
 * Back-office operations (staff only, under /api/admin). Zod-free so the back-office bundle can import it.
 * `:id` segments are path parameters.
 */
export const adminApiRoutes = {
  staffLogin: { method: 'POST', path: '/api/admin/session' },
  staffLogout: { method: 'DELETE', path: '/api/admin/session' },
  staffMe: { method: 'GET', path: '/api/admin/session' },
  staffChangePassword: { method: 'POST', path: '/api/admin/session/password' },
  staffList: { method: 'GET', path: '/api/admin/staff' },
  staffCreate: { method: 'POST', path: '/api/admin/staff' },
  staffUpdate: { method: 'PATCH', path: '/api/admin/staff/:id' },
  staffTotpReset: { method: 'POST', path: '/api/admin/staff/:id/totp-reset' },
  adminMemberSearch: { method: 'GET', path: '/api/admin/members' },
  adminMemberDetail: { method: 'GET', path: '/api/admin/members/:id' },
  adminMemberLock: { method: 'POST', path: '/api/admin/members/:id/lock' },
  adminMemberUnlock: { method: 'POST', path: '/api/admin/members/:id/unlock' },
  adminMemberResetPassword: { method: 'POST', path: '/api/admin/members/:id/reset-password' },
  adminMemberEndSessions: { method: 'POST', path: '/api/admin/members/:id/end-sessions' },
  adminOutbox: { method: 'GET', path: '/api/admin/outbox' },
  adminAudit: { method: 'GET', path: '/api/admin/audit' },
  adminProofImage: { method: 'GET', path: '/api/admin/uploads/:id' },
  adminDepositList: { method: 'GET', path: '/api/admin/deposits' },
  adminDepositDetail: { method: 'GET', path: '/api/admin/deposits/:id' },
  adminDepositApprove: { method: 'POST', path: '/api/admin/deposits/:id/approve' },
  adminDepositReject: { method: 'POST', path: '/api/admin/deposits/:id/reject' },
  adminDepositChannelList: { method: 'GET', path: '/api/admin/deposit-channels' },
  adminDepositChannelCreate: { method: 'POST', path: '/api/admin/deposit-channels' },
  adminDepositChannelUpdate: { method: 'PUT', path: '/api/admin/deposit-channels/:id' },
  adminWithdrawals: { method: 'GET', path: '/api/admin/withdrawals' },
  adminWithdrawalDetail: { method: 'GET', path: '/api/admin/withdrawals/:id' },
  adminWithdrawalDecide: { method: 'POST', path: '/api/admin/withdrawals/:id/decision' },
  adminWithdrawalSettings: { method: 'GET', path: '/api/admin/withdrawal-settings' },
  adminWithdrawalSettingsUpdate: { method: 'PUT', path: '/api/admin/withdrawal-settings' },
  adminMemberWallet: { method: 'GET', path: '/api/admin/members/:id/wallet' },
  adminMemberWalletLines: { method: 'GET', path: '/api/admin/members/:id/wallet/lines' },
  adminAdjustmentList: { method: 'GET', path: '/api/admin/adjustments' },
  adminAdjustmentCreate: { method: 'POST', path: '/api/admin/adjustments' },
  adminAdjustmentApprove: { method: 'POST', path: '/api/admin/adjustments/:id/approve' },
  adminAdjustmentReject: { method: 'POST', path: '/api/admin/adjustments/:id/reject' },
  adminAdjustmentSettings: { method: 'GET', path: '/api/admin/adjustment-settings' },
  adminAdjustmentSettingsUpdate: { method: 'PUT', path: '/api/admin/adjustment-settings' },
  adminVendorList: { method: 'GET', path: '/api/admin/vendors' },
  adminVendorUpdate: { method: 'PATCH', path: '/api/admin/vendors/:code' },
  adminGameList: { method: 'GET', path: '/api/admin/games' },
  adminGameUpdate: { method: 'PATCH', path: '/api/admin/games/:id' },
  adminAnnouncementList: { method: 'GET', path: '/api/admin/announcements' },
  adminAnnouncementCreate: { method: 'POST', path: '/api/admin/announcements' },
  adminAnnouncementUpdate: { method: 'PATCH', path: '/api/admin/announcements/:id' },
  adminAnnouncementDelete: { method: 'DELETE', path: '/api/admin/announcements/:id' },
  adminRoundList: { method: 'GET', path: '/api/admin/rounds' },
  adminRoundDetail: { method: 'GET', path: '/api/admin/rounds/:id' },
  adminVendorMoveList: { method: 'GET', path: '/api/admin/vendor-moves' },
  adminVendorMoveCheck: { method: 'POST', path: '/api/admin/vendor-moves/:id/check' },
} as const;

export type AdminOperationId = keyof typeof adminApiRoutes;

/** Which roles may call what; the server enforces it, the back office hides what a role cannot use. */
export const staffPermissions = {
  manageStaff: ['admin'],
  searchMembers: ['admin', 'customerService', 'risk', 'finance'],
  lockMembers: ['admin', 'customerService', 'risk'],
  resetMemberPasswords: ['admin', 'customerService'],
  endMemberSessions: ['admin', 'customerService', 'risk'],
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
  // Catalogue: vendors and games (enable, maintenance, hot, order, icons, wallet mode).
  manageCatalogue: ['admin', 'content'],
  // Site content: marquee notices, announcements and popups.
  manageContent: ['admin', 'content'],
  // Round lookup: who answers players' and vendors' questions about a round and its money.
  readRounds: ['admin', 'finance', 'customerService', 'risk'],
} as const satisfies Record<
  string,
  readonly ('admin' | 'finance' | 'customerService' | 'content' | 'risk')[]
>;

export type StaffPermission = keyof typeof staffPermissions;
