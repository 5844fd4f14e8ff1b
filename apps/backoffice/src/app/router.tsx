import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BootSplash } from './components/boot-splash';
import { AdminLayout } from './layouts/admin-layout';
import { RequireSession } from './layouts/require-session';

/** Each page is its own chunk, loaded when its route is first visited. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** Paths are below the /admin base the server serves this app at. */
export const basename = '/admin';

export const routes: RouteObject[] = [
  { path: '/sign-in', lazy: page(() => import('./routes/sign-in-page')), HydrateFallback: BootSplash },
  {
    Component: RequireSession,
    HydrateFallback: BootSplash,
    children: [
      { path: '/change-password', lazy: page(() => import('./routes/change-password-page')) },
      {
        Component: AdminLayout,
        children: [
          { index: true, lazy: page(() => import('./routes/home-page')) },
          { path: '/dashboard', lazy: page(() => import('./routes/dashboard-page')) },
          { path: '/reports', lazy: page(() => import('./routes/reports-page')) },
          { path: '/members', lazy: page(() => import('./routes/members-page')) },
          { path: '/members/:memberId', lazy: page(() => import('./routes/member-detail-page')) },
          { path: '/outbox', lazy: page(() => import('./routes/outbox-page')) },
          { path: '/audit', lazy: page(() => import('./routes/audit-page')) },
          { path: '/staff', lazy: page(() => import('./routes/staff-page')) },
          { path: '/deposits', lazy: page(() => import('./routes/deposits-page')) },
          { path: '/deposits/:depositId', lazy: page(() => import('./routes/deposit-detail-page')) },
          { path: '/deposit-channels', lazy: page(() => import('./routes/deposit-channels-page')) },
          { path: '/vendors', lazy: page(() => import('./routes/vendors-page')) },
          { path: '/games', lazy: page(() => import('./routes/games-page')) },
          { path: '/announcements', lazy: page(() => import('./routes/announcements-page')) },
          { path: '/home-boards', lazy: page(() => import('./routes/home-boards-page')) },
          { path: '/rounds', lazy: page(() => import('./routes/rounds-page')) },
          { path: '/rounds/:roundId', lazy: page(() => import('./routes/round-detail-page')) },
          { path: '/jobs', lazy: page(() => import('./routes/jobs-page')) },
          { path: '/adjustments', lazy: page(() => import('./routes/adjustments-page')) },
          { path: '/setting-changes', lazy: page(() => import('./routes/setting-changes-page')) },
          { path: '/withdrawals', lazy: page(() => import('./routes/withdrawals-page')) },
          { path: '/withdrawals/:withdrawalId', lazy: page(() => import('./routes/withdrawal-detail-page')) },
          { path: '/vendor-moves', lazy: page(() => import('./routes/vendor-moves-page')) },
          // The agent programme (issue 15): agents and the tree, applications, contracts, settlement runs.
          { path: '/agents', lazy: page(() => import('./routes/agents-page')) },
          { path: '/agents/:memberId', lazy: page(() => import('./routes/agent-detail-page')) },
          { path: '/agent-tree', lazy: page(() => import('./routes/agent-tree-page')) },
          { path: '/agent-applications', lazy: page(() => import('./routes/agent-applications-page')) },
          { path: '/agent-contracts', lazy: page(() => import('./routes/agent-contracts-page')) },
          { path: '/agent-contracts/offer', lazy: page(() => import('./routes/agent-contract-offer-page')) },
          {
            path: '/agent-contracts/:contractId',
            lazy: page(() => import('./routes/agent-contract-detail-page')),
          },
          { path: '/agent-settlements', lazy: page(() => import('./routes/agent-settlements-page')) },
          {
            path: '/agent-settlements/windows',
            lazy: page(() => import('./routes/agent-settlement-windows-page')),
          },
          // Promotions and bonuses (issue 16).
          { path: '/promotions', lazy: page(() => import('./routes/promotions-page')) },
          { path: '/promotions/new', lazy: page(() => import('./routes/promotion-editor-page')) },
          { path: '/promotions/:promotionId', lazy: page(() => import('./routes/promotion-editor-page')) },
          {
            path: '/promotion-applications',
            lazy: page(() => import('./routes/promotion-applications-page')),
          },
          { path: '/bonuses', lazy: page(() => import('./routes/bonuses-page')) },
          { path: '/red-envelopes', lazy: page(() => import('./routes/red-envelopes-page')) },
          { path: '/raffles', lazy: page(() => import('./routes/raffles-page')) },
          { path: '/rebate-rates', lazy: page(() => import('./routes/rebate-rates-page')) },
          // Loyalty (issue 17).
          { path: '/points-rates', lazy: page(() => import('./routes/points-rates-page')) },
          { path: '/point-mall', lazy: page(() => import('./routes/point-mall-page')) },
          { path: '/redeems', lazy: page(() => import('./routes/redeems-page')) },
          { path: '/vip-levels', lazy: page(() => import('./routes/vip-levels-page')) },
          { path: '/missions', lazy: page(() => import('./routes/missions-page')) },
          { path: '/ranking-boards', lazy: page(() => import('./routes/ranking-boards-page')) },
          // Messages, feedback, news and banners (issue 18).
          { path: '/messages', lazy: page(() => import('./routes/messages-page')) },
          { path: '/messages/new', lazy: page(() => import('./routes/message-compose-page')) },
          { path: '/feedback', lazy: page(() => import('./routes/feedback-page')) },
          { path: '/feedback/:ticketId', lazy: page(() => import('./routes/feedback-ticket-page')) },
          { path: '/news', lazy: page(() => import('./routes/news-page')) },
          { path: '/banners', lazy: page(() => import('./routes/banners-page')) },
          // The in-house lottery (issue 19).
          { path: '/lottery', lazy: page(() => import('./routes/lottery-page')) },
          { path: '/lottery/draws/:drawId', lazy: page(() => import('./routes/lottery-draw-page')) },
          // Live streams (issue 19).
          { path: '/streams', lazy: page(() => import('./routes/streams-page')) },
          // Chat room moderation (issue 19).
          { path: '/chat', lazy: page(() => import('./routes/chat-page')) },
          // The languages the player site offers and its default (issue 21).
          { path: '/languages', lazy: page(() => import('./routes/languages-page')) },
          // Responsible gaming and compliance (issue 20): the jurisdiction profile, KYC review, AML flags and holds,
          // markers of harm (a member's own compliance panel is on the member's page).
          {
            path: '/compliance/jurisdiction',
            lazy: page(() => import('./routes/compliance-jurisdiction-page')),
          },
          { path: '/compliance/kyc', lazy: page(() => import('./routes/compliance-kyc-page')) },
          { path: '/compliance/aml', lazy: page(() => import('./routes/compliance-aml-page')) },
          {
            path: '/compliance/harm-markers',
            lazy: page(() => import('./routes/compliance-harm-markers-page')),
          },
          { path: '*', lazy: page(() => import('./routes/not-found-page')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename });
}
