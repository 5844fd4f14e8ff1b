/** Starts the app: main.tsx loads this module once the page's first paint is on screen. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { startLiteApp } from '../lib/pwa';
import { startTabSession } from '../lib/session';
import { App } from './app';
import { firstRouteReady, preloadFirstRoute } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

// The lite app: the install offer is kept from the start; the service worker in production builds only.
startLiteApp({ production: import.meta.env.PROD });

// The token in the address or this tab's storage, else the session of another open tab (issue 14 #10).
const tabSession = startTabSession();
const root = createRoot(container);
const start = () =>
  // A transition: React renders the page in short slices, giving the browser its turn between them,
  // instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The first render waits for the texts and the first route's code (both already on their way), so it
// paints the page over the server's static frame (apps/server/src/web-index.ts) rather than replacing
// that frame with a loading bar first. Failures render too: the app shows its own error states.
// A new tab joining another tab's session usually hears back at once: the first paint waits a moment for
// it (so a member does not see the guest header first), never longer.
const tabSessionSettled = Promise.race([tabSession, new Promise((resolve) => setTimeout(resolve, 400))]);
// The first route's code and session check start in a task after the one that starts the texts: two short
// tasks instead of one long one while the page is already painted.
const texts = initI18n();
preloadFirstRoute();
const firstRoute = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(firstRouteReady);
void Promise.all([texts, firstRoute, tabSessionSettled]).then(start, start);
