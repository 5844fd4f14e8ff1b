import { type ReactNode, use, useLayoutEffect, useState, useTransition } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  matchRoutes,
  Navigate,
  type NavigationType,
  type RouteObject,
  Router,
  useRoutes,
} from 'react-router';
import { loadNamespaces } from '../i18n/i18n';
import { hasSessionToken, startTabSession } from '../lib/session';
import { agentCentreChildren } from './agent-routes';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { NavigationPendingContext } from './navigation-pending';
import {
  type LazyScreen,
  lazyScreen,
  pageScreen,
  RouteBoundary,
  type RouteHandle,
  screenRoute,
} from './route-screens';

const homePaths = ['/', '/index', '/index.html', '/home', '/login', '/register'];
// Home's texts beyond the frame's (hot games, winners, the latest numbers) load with its code.
const home = pageScreen(() =>
  Promise.all([import('./routes/home-page'), loadNamespaces(['games', 'lottery'])]).then(([page]) => page),
);
const gameCategory = pageScreen(() => import('./routes/game-category-route'));
const accountGames = pageScreen(() => import('./routes/account-games-page'));
const lottery = pageScreen(() => import('./routes/lottery-page'));
const newsPage = pageScreen(() => import('./routes/news-page'));
// The game pages' frame and the agent centre's: their own chunks, not in the home page's code.
const gameLayout = lazyScreen(() => import('./layouts/game-layout').then((module) => module.GameLayout));
const agentLayout = lazyScreen(() => import('./layouts/agent-layout').then((module) => module.AgentLayout));

let tabSessionSettled = false;

/**
 * Spec §4: lottery routes need a token; without one the visitor goes to `fallback`. A new tab first asks
 * the open tabs for the session (issue 14 #10), so a link opened in a new tab lands signed in.
 */
function RequireSession({ fallback, children }: { fallback: string; children: ReactNode }) {
  // The router has waited for it (the route's preload): `use` only where it has not, as it suspends once.
  if (!tabSessionSettled) use(startTabSession());
  return hasSessionToken() ? children : <Navigate to={fallback} replace />;
}

/** A route of `screen` for a member only; its session check is done before it shows, with its code. */
function memberRoute(screen: LazyScreen, fallback: string, route: Omit<RouteObject, 'element' | 'handle'>) {
  const Screen = screen;
  return {
    ...route,
    element: (
      <RouteBoundary>
        <RequireSession fallback={fallback}>
          <Screen />
        </RequireSession>
      </RouteBoundary>
    ),
    handle: {
      preload: () =>
        Promise.all([
          startTabSession().then(() => {
            tabSessionSettled = true;
          }),
          screen.preload(),
        ]),
    } satisfies RouteHandle,
  } as RouteObject;
}

/** The route table of spec §2, every route with its layout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: (
          <RouteBoundary>
            <MainLayout />
          </RouteBoundary>
        ),
        children: [
          ...homePaths.map((path) => screenRoute(home, { path })),
          screenRoute(
            pageScreen(() => import('./routes/member-page')),
            { path: '/member' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/help-page')),
            { path: '/help' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/about-page')),
            { path: '/about' },
          ),
          screenRoute(newsPage, { path: '/news' }),
          screenRoute(newsPage, { path: '/news/:newsId' }),
          screenRoute(
            pageScreen(() => import('./routes/feedback-page')),
            { path: '/feedback' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/app-download-page')),
            { path: '/appDownload' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/live-streams-page')),
            { path: '/liveStreams' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/chat-page')),
            { path: '/chat' },
          ),
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
          ].map((path) => screenRoute(gameCategory, { path })),
          screenRoute(accountGames, { path: '/favorite' }),
          screenRoute(accountGames, { path: '/recent' }),
          screenRoute(
            pageScreen(() => import('./routes/promotions-page')),
            { path: '/promotions' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/inhouse-lobby-page')),
            { path: '/inhouse' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/fairness-page')),
            { path: '/fairness' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/lottery-fairness-page')),
            { path: '/lotteryFairness' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/point-mall-page')),
            { path: '/pointMall' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/not-found-page')),
            { path: '*' },
          ),
        ],
      },
      screenRoute(gameLayout, {
        children: [
          ...['/lottery', '/seaLottery', '/vnLottery'].map((path) =>
            memberRoute(lottery, '/login', { path }),
          ),
          screenRoute(
            pageScreen(() => import('./routes/seamless-page')),
            { path: '/seamless' },
          ),
          screenRoute(
            pageScreen(() => import('./routes/inhouse-game-page')),
            { path: '/inhouse/:game' },
          ),
        ],
      }),
      screenRoute(agentLayout, {
        children: [
          screenRoute(
            pageScreen(() => import('./routes/agent-login-page')),
            { path: '/agent' },
          ),
          // Without a session: /agent at once; the page sends signed-in non-agents there too.
          memberRoute(
            pageScreen(() => import('./routes/agent-home-page')),
            '/agent',
            {
              path: '/agentHome',
              children: agentCentreChildren,
            },
          ),
        ],
      }),
    ],
  },
];

/** Loads what the routes matching `location` need before they show (never rejects: errors show in them). */
function preloadRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(
    matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload().catch(() => undefined)),
  ).then(() => undefined);
}

/**
 * Most visits land on home: its chunk starts loading at once, beside the texts the app waits for before it
 * renders any route, instead of after them.
 */
export function preloadFirstRoute(): void {
  if (homePaths.includes(window.location.pathname)) void home.preload().catch(() => undefined);
}

/** Resolves once the first route's code (and session check) is ready, whatever the outcome. */
export function firstRouteReady(): Promise<void> {
  return preloadRoutes(window.location);
}

function AppRoutes() {
  return useRoutes(routes);
}

type HistoryState = { action: NavigationType; location: Location };

/**
 * The browser's history drives the routes. A navigation first loads what its routes need (their code, a
 * session check), then shows them in a transition: the old page stays on view meanwhile, under the top
 * loader, and a later navigation overtakes an earlier one still loading.
 */
export function AppRouter() {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  const [loading, setLoading] = useState(false);
  const [rendering, startTransition] = useTransition();
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      latest += 1;
      const navigation = latest;
      setLoading(true);
      void preloadRoutes(location).then(() => {
        if (navigation !== latest) return;
        startTransition(() => {
          setState({ action, location });
          setLoading(false);
        });
      });
    });
  }, [history]);
  return (
    <NavigationPendingContext value={loading || rendering}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <AppRoutes />
      </Router>
    </NavigationPendingContext>
  );
}
