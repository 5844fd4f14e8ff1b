import { Component, type ComponentType, type ReactNode, use } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { RouteError } from './components/route-error';
import { loadWithTimeout } from './lazy-screen';

/** A screen whose code is its own chunk: `preload` starts (once) loading it, the component renders it. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * Each screen is its own chunk, loaded when its route is first visited (or preloaded by the router before
 * it shows the route), with the spec's 120-second time-out (lazy-screen.ts). Once loaded it renders at
 * once; a failed load is not tried twice (the error's retry reloads the page).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () => {
    loading ??= loadWithTimeout(load).then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  function Screen() {
    const Loaded = loaded ?? use(preload());
    return <Loaded />;
  }
  return Object.assign(Screen, { preload });
}

/** A page's chunk (its default export). */
export function pageScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return lazyScreen(() => load().then((module) => module.default));
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { failed: boolean; error: unknown; resetKey: string };

/** Catches what a route's screen throws (its code did not load, or it failed): RouteError in its place. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // Another address is another navigation: its screen gets its own try.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around each route's screen: the layout stays and the failed screen's place shows the error with a retry.
 * No Suspense boundary of its own: the router shows a route once its code is loaded, and what a screen
 * waits for later (a namespace of texts) keeps the page on view, as a navigation is a transition.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}

/** What must be ready before a route shows (its screen's code, a session check): run by the router. */
export type RouteHandle = { preload: () => Promise<unknown> };

/** A route that shows `screen` inside its boundary, its code preloaded before the route shows. */
export function screenRoute(
  screen: LazyScreen,
  route: Omit<RouteObject, 'element' | 'handle'> = {},
): RouteObject {
  const Screen = screen;
  return {
    ...route,
    element: (
      <RouteBoundary>
        <Screen />
      </RouteBoundary>
    ),
    handle: { preload: screen.preload } satisfies RouteHandle,
  } as RouteObject;
}
