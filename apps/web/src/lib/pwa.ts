import { create } from 'zustand';

/**
 * The lite app (spec §1): the site installed from the browser. In a production build the service worker
 * (dist/sw.js, src/lib/pwa-service-worker.ts) is registered once the page has loaded; the browser's
 * install offer (beforeinstallprompt, where the browser makes one) is kept for the app-download page's
 * install button.
 */

/** Chromium's install offer; not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface LiteAppState {
  /** The browser's offer to install, while it stands. */
  installPrompt: InstallPromptEvent | null;
  /** Installed in this visit, or the page runs as the installed app. */
  installed: boolean;
}

export const useLiteAppStore = create<LiteAppState>(() => ({ installPrompt: null, installed: false }));

export const serviceWorkerPath = '/sw.js';

/** Whether the page runs as the installed app (standalone window). */
export function runsInstalled(): boolean {
  const standaloneNavigator = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    standaloneNavigator.standalone === true
  );
}

/** Shows the browser's install offer; answers whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const prompt = useLiteAppStore.getState().installPrompt;
  if (!prompt) return false;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  // An offer can be shown once: the browser sends a new one if it will offer again.
  useLiteAppStore.setState({ installPrompt: null, installed: choice.outcome === 'accepted' });
  return choice.outcome === 'accepted';
}

/** Listens for the install offer and, in production builds, registers the service worker. */
export function startLiteApp({ production }: { production: boolean }): void {
  useLiteAppStore.setState({ installed: runsInstalled() });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the install button instead of the browser's own mini bar.
    event.preventDefault();
    useLiteAppStore.setState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useLiteAppStore.setState({ installPrompt: null, installed: true });
  });
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerPath, { scope: '/' }).catch(() => {
      // No worker (private mode, a policy): the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
