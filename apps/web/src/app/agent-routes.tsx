import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AgentPage } from '../features/agent-centre/lib/agent-pages';
import { loadWithTimeout } from './lazy-screen';

/** An agent-centre page's chunk, with the spec's 120-second time-out (lazy-screen.ts). */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadWithTimeout(load)).default });
}

const teamOverview = page(() => import('./routes/agent-team-overview-page'));
const contractPage = page(() => import('./routes/agent-contract-page'));

/** Each agent-centre page under /agentHome/<page>, its own chunk; /agentHome itself is the team overview. */
const agentPageLoaders: Record<AgentPage, RouteObject['lazy']> = {
  teamOverview,
  registerAccount: page(() => import('./routes/agent-register-page')),
  teamManagement: page(() => import('./routes/agent-team-management-page')),
  teamBetting: page(() => import('./routes/agent-team-betting-page')),
  userLoss: page(() => import('./routes/agent-user-loss-page')),
  myIncome: page(() => import('./routes/agent-income-page')),
  accountDetails: page(() => import('./routes/agent-account-details-page')),
  creditReport: page(() => import('./routes/agent-credit-report-page')),
  teamTransaction: page(() => import('./routes/agent-team-transaction-page')),
  dividendBonus: contractPage,
  dailySalary: contractPage,
  hourlySalary: contractPage,
  realtimeSalary: contractPage,
  platformMessages: page(() => import('./routes/agent-messages-page')),
};

export const agentCentreChildren: RouteObject[] = [
  { index: true, lazy: teamOverview },
  ...Object.entries(agentPageLoaders).map(([path, lazy]) => ({ path, lazy })),
  { path: '*', lazy: page(() => import('./routes/agent-not-found-page')) },
];
