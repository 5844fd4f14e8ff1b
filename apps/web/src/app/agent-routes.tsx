import type { RouteObject } from 'react-router';
import type { AgentPage } from '../features/agent-centre/lib/agent-pages';
import { type LazyScreen, pageScreen, screenRoute } from './route-screens';

const teamOverview = pageScreen(() => import('./routes/agent-team-overview-page'));
const contractPage = pageScreen(() => import('./routes/agent-contract-page'));

/** Each agent-centre page under /agentHome/<page>, its own chunk; /agentHome itself is the team overview. */
const agentPageScreens: Record<AgentPage, LazyScreen> = {
  teamOverview,
  registerAccount: pageScreen(() => import('./routes/agent-register-page')),
  teamManagement: pageScreen(() => import('./routes/agent-team-management-page')),
  teamBetting: pageScreen(() => import('./routes/agent-team-betting-page')),
  userLoss: pageScreen(() => import('./routes/agent-user-loss-page')),
  myIncome: pageScreen(() => import('./routes/agent-income-page')),
  accountDetails: pageScreen(() => import('./routes/agent-account-details-page')),
  creditReport: pageScreen(() => import('./routes/agent-credit-report-page')),
  teamTransaction: pageScreen(() => import('./routes/agent-team-transaction-page')),
  dividendBonus: contractPage,
  dailySalary: contractPage,
  hourlySalary: contractPage,
  realtimeSalary: contractPage,
  platformMessages: pageScreen(() => import('./routes/agent-messages-page')),
};

export const agentCentreChildren: RouteObject[] = [
  screenRoute(teamOverview, { index: true }),
  ...Object.entries(agentPageScreens).map(([path, screen]) => screenRoute(screen, { path })),
  screenRoute(
    pageScreen(() => import('./routes/agent-not-found-page')),
    { path: '*' },
  ),
];
