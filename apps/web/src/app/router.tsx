import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { hasSessionToken, startTabSession } from '../lib/session';
import { agentCentreChildren } from './agent-routes';
import { BootSplash } from './components/boot-splash';
import { RouteError } from './components/route-error';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { loadWithTimeout } from './lazy-screen';

/**
 * Each page is its own chunk, loaded when its route is first visited, with the spec's 120-second time-out
 * (lazy-screen.ts); a page that fails to load shows RouteError in the layout.
 */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadWithTimeout(load)).default });
}

/** The layout stays; the failed page's place shows the error with a retry. */
function withErrorBoundary(children: RouteObject[]): RouteObject[] {
  return children.map((child) => ({ ErrorBoundary: RouteError, ...child }));
}

const loadHome = () => import('./routes/home-page');
const home = page(loadHome);
const homePaths = ['/', '/index', '/index.html', '/home', '/login', '/register'];
const gameCategory = page(() => import('./routes/game-category-route'));
const accountGames = page(() => import('./routes/account-games-page'));
const lottery = page(() => import('./routes/lottery-page'));

/**
 * Spec §4: lottery routes need a token; without one the visitor goes to /login. A new tab first asks the
 * open tabs for the session (issue 14 #10), so a link opened in a new tab lands signed in.
 */
const requireSession = (fallback: string) => async () => {
  await startTabSession();
  return hasSessionToken() ? null : redirect(fallback);
};

/** The route table of spec §2, every route with its layout. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: BootSplash,
    // A layout's own code that fails (the agent centre's): the whole page says so.
    ErrorBoundary: RouteError,
    children: [
      {
        Component: MainLayout,
        children: withErrorBoundary([
          ...homePaths.map((path) => ({
            path,
            lazy: home,
          })),
          { path: '/member', lazy: page(() => import('./routes/member-page')) },
          { path: '/help', lazy: page(() => import('./routes/help-page')) },
          { path: '/about', lazy: page(() => import('./routes/about-page')) },
          { path: '/news', lazy: page(() => import('./routes/news-page')) },
          { path: '/news/:newsId', lazy: page(() => import('./routes/news-page')) },
          { path: '/feedback', lazy: page(() => import('./routes/feedback-page')) },
          { path: '/appDownload', lazy: page(() => import('./routes/app-download-page')) },
          { path: '/liveStreams', lazy: page(() => import('./routes/live-streams-page')) },
          { path: '/chat', lazy: page(() => import('./routes/chat-page')) },
          ...[
            '/sports',
            '/esports',
            '/lott',
            '/elott',
            '/cockfight',
            '/live',
            '/fish',
            '/rng',
            '/pvp',
            '/bgs',
          ].map((path) => ({ path, lazy: gameCategory })),
          { path: '/favorite', lazy: accountGames },
          { path: '/recent', lazy: accountGames },
          { path: '/promotions', lazy: page(() => import('./routes/promotions-page')) },
          { path: '/inhouse', lazy: page(() => import('./routes/inhouse-lobby-page')) },
          { path: '/fairness', lazy: page(() => import('./routes/fairness-page')) },
          { path: '/lotteryFairness', lazy: page(() => import('./routes/lottery-fairness-page')) },
          { path: '/pointMall', lazy: page(() => import('./routes/point-mall-page')) },
          { path: '*', lazy: page(() => import('./routes/not-found-page')) },
        ]),
      },
      {
        // The game pages' frame: its own chunk, like the agent centre's, not in the home page's code.
        lazy: async () => ({
          Component: (await loadWithTimeout(() => import('./layouts/game-layout'))).GameLayout,
        }),
        children: withErrorBoundary([
          ...['/lottery', '/seaLottery', '/vnLottery'].map((path) => ({
            path,
            loader: requireSession('/login'),
            lazy: lottery,
          })),
          { path: '/seamless', lazy: page(() => import('./routes/seamless-page')) },
          { path: '/inhouse/:game', lazy: page(() => import('./routes/inhouse-game-page')) },
        ]),
      },
      {
        lazy: async () => ({
          Component: (await loadWithTimeout(() => import('./layouts/agent-layout'))).AgentLayout,
        }),
        children: withErrorBoundary([
          { path: '/agent', lazy: page(() => import('./routes/agent-login-page')) },
          {
            path: '/agentHome',
            // Without a session: /agent at once; the page sends signed-in non-agents there too.
            loader: requireSession('/agent'),
            lazy: page(() => import('./routes/agent-home-page')),
            children: agentCentreChildren,
          },
        ]),
      },
    ],
  },
];

/**
 * Most visits land on home: its chunk starts loading at once, beside the texts the app waits for before it
 * renders any route, instead of after them.
 */
export function preloadFirstRoute(): void {
  if (homePaths.includes(window.location.pathname)) void loadHome().catch(() => undefined);
}

export function createRouter() {
  preloadFirstRoute();
  return createBrowserRouter(routes);
}
