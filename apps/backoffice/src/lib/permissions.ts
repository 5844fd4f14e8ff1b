import { type StaffPermission, staffPermissions } from '@gaming/contracts/admin-api-routes';
import type { StaffRole } from '@gaming/contracts/staff';

/** What a role may use; the server enforces the same table, the back office only hides the rest. */
export function can(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  if (!role) return false;
  const allowed: readonly StaffRole[] = staffPermissions[permission];
  return allowed.includes(role);
}

export type NavigationSection =
  | 'dashboard'
  | 'reports'
  | 'members'
  | 'outbox'
  | 'audit'
  | 'staff'
  | 'adjustments'
  | 'setting-changes'
  | 'deposits'
  | 'deposit-channels'
  | 'withdrawals'
  | 'vendor-moves'
  | 'vendors'
  | 'games'
  | 'announcements'
  | 'home-boards'
  | 'rounds'
  | 'jobs'
  | 'agents'
  | 'agent-tree'
  | 'agent-applications'
  | 'agent-contracts'
  | 'agent-settlements'
  | 'promotions'
  | 'promotion-applications'
  | 'bonuses'
  | 'red-envelopes'
  | 'raffles'
  | 'rebate-rates'
  | 'points-rates'
  | 'point-mall'
  | 'redeems'
  | 'vip-levels'
  | 'missions'
  | 'ranking-boards'
  | 'messages'
  | 'lottery'
  | 'feedback'
  | 'news'
  | 'banners'
  | 'streams'
  | 'chat'
  | 'languages'
  | 'compliance-jurisdiction'
  | 'compliance-kyc'
  | 'compliance-aml'
  | 'compliance-harm-markers';

/** The side navigation, in order, each section with the permission that opens it. */
export const navigationSections: readonly { section: NavigationSection; permission: StaffPermission }[] = [
  // The brand's day and period, and the reports behind them (issue 14 #14, #15).
  { section: 'dashboard', permission: 'readReports' },
  { section: 'reports', permission: 'readReports' },
  { section: 'members', permission: 'searchMembers' },
  // The agent programme (issue 15): agents and their tree, affiliate applications, contracts and their
  // settlement runs.
  { section: 'agents', permission: 'readAgents' },
  { section: 'agent-tree', permission: 'readAgents' },
  { section: 'agent-applications', permission: 'readAgents' },
  { section: 'agent-contracts', permission: 'readAgentContracts' },
  { section: 'agent-settlements', permission: 'readAgentContracts' },
  // Promotions and bonuses (issue 16): the promotions and their applications, issued bonuses with their
  // wagering, red-envelope drops, raffles and the manual rebate's rates.
  { section: 'promotions', permission: 'readPromotions' },
  { section: 'promotion-applications', permission: 'readPromotions' },
  { section: 'bonuses', permission: 'readPromotions' },
  { section: 'red-envelopes', permission: 'readPromotions' },
  { section: 'raffles', permission: 'readPromotions' },
  { section: 'rebate-rates', permission: 'readPromotions' },
  // Loyalty (issue 17): the points' earning rates, the points mall's items and its redeem queue, VIP
  // levels, missions and ranking boards. A member's points and level are on the member's page.
  { section: 'points-rates', permission: 'readLoyalty' },
  { section: 'point-mall', permission: 'readLoyalty' },
  { section: 'redeems', permission: 'readLoyalty' },
  { section: 'vip-levels', permission: 'readLoyalty' },
  { section: 'missions', permission: 'readLoyalty' },
  { section: 'ranking-boards', permission: 'readLoyalty' },
  // Member communication and site content (issue 18): platform messages, the feedback queue, news
  // articles and the banner groups.
  { section: 'messages', permission: 'readMessages' },
  { section: 'feedback', permission: 'readFeedback' },
  { section: 'news', permission: 'manageContent' },
  { section: 'banners', permission: 'manageContent' },
  // The in-house lottery (issue 19): games, odds and exposure limits, draws with their bets and settlement.
  { section: 'lottery', permission: 'readLottery' },
  // Live streams (issue 19): the stream sources the player site's live streams page plays.
  { section: 'streams', permission: 'manageStreams' },
  // The chat room (issue 19): its messages, deletions, mutes and bans.
  { section: 'chat', permission: 'moderateChat' },
  // The languages the player site and agent centre offer, and their default (issue 21).
  { section: 'languages', permission: 'configureLanguages' },
  // Responsible gaming and compliance (issue 20): the jurisdiction profile, identity documents, AML flags
  // and withdrawal holds, markers of harm (paths under /compliance, see sectionPaths).
  { section: 'compliance-jurisdiction', permission: 'readCompliance' },
  { section: 'compliance-kyc', permission: 'readCompliance' },
  { section: 'compliance-aml', permission: 'readCompliance' },
  { section: 'compliance-harm-markers', permission: 'readCompliance' },
  { section: 'outbox', permission: 'readOutbox' },
  { section: 'audit', permission: 'readAudit' },
  { section: 'staff', permission: 'manageStaff' },
  { section: 'deposits', permission: 'readCashier' },
  { section: 'deposit-channels', permission: 'readCashier' },
  { section: 'withdrawals', permission: 'readCashier' },
  // Transfer-wallet moves whose outcome the vendor has not confirmed yet.
  { section: 'vendor-moves', permission: 'readCashier' },
  { section: 'adjustments', permission: 'requestAdjustments' },
  // Proposed changes to the money settings, waiting for a second staff member (issue 14 #17).
  { section: 'setting-changes', permission: 'reviewSettingChanges' },
  { section: 'vendors', permission: 'manageCatalogue' },
  { section: 'games', permission: 'manageCatalogue' },
  { section: 'announcements', permission: 'manageContent' },
  // The home page's jackpot seeds and winner board minimum (issue 14 #7).
  { section: 'home-boards', permission: 'readHomeBoards' },
  { section: 'rounds', permission: 'readRounds' },
  // Scheduled jobs: failed runs and their retry.
  { section: 'jobs', permission: 'manageJobs' },
];

/** Sections whose page is not at /<section>. */
export const sectionPaths: Partial<Record<NavigationSection, string>> = {
  'compliance-jurisdiction': '/compliance/jurisdiction',
  'compliance-kyc': '/compliance/kyc',
  'compliance-aml': '/compliance/aml',
  'compliance-harm-markers': '/compliance/harm-markers',
};

export function visibleSections(role: StaffRole | null | undefined): NavigationSection[] {
  return navigationSections.filter((entry) => can(role, entry.permission)).map((entry) => entry.section);
}
