import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Two tabs of one browser: two instances of the module, each with its own host (its session storage),
 * talking over Node's BroadcastChannel as tabs do over the browser's. Node has no Web Locks, so an
 * asking tab waits a moment for an answer, as a browser without them does.
 */
type Handover = typeof import('./session-handover');

type Tab = { module: Handover; token: string | null; adopted: string[]; forgotten: number };

const tabs: Tab[] = [];

async function openTab(token: string | null): Promise<Tab> {
  vi.resetModules();
  const module = await import('./session-handover');
  const tab: Tab = { module, token, adopted: [], forgotten: 0 };
  module.startSessionHandover({
    currentToken: () => tab.token,
    adopt: (adopted) => {
      tab.token = adopted;
      tab.adopted.push(adopted);
    },
    forget: () => {
      tab.token = null;
      tab.forgotten += 1;
    },
  });
  tabs.push(tab);
  return tab;
}

const tokenA = 'A'.repeat(43);

afterEach(() => {
  for (const tab of tabs.splice(0)) tab.module.stopSessionHandover();
});

describe('session hand-over between tabs', () => {
  it('a new tab joins the session of an open tab', async () => {
    await openTab(tokenA);
    const fresh = await openTab(null);
    expect(await fresh.module.joinOpenSession()).toBe(true);
    expect(fresh.token).toBe(tokenA);
  });

  it('stays a guest when no open tab holds a session', async () => {
    await openTab(null);
    const fresh = await openTab(null);
    expect(await fresh.module.joinOpenSession()).toBe(false);
    expect(fresh.token).toBeNull();
  });

  it('after a refused token the tabs sharing it forget it and ask for another', async () => {
    const holder = await openTab(tokenA);
    const refused = await openTab(tokenA);
    // The server refused tokenA in this tab: it forgets it and tells the others.
    refused.token = null;
    refused.module.endSessionHere(tokenA, 'expired');
    await vi.waitFor(() => expect(holder.forgotten).toBe(1));
    expect(holder.token).toBeNull();
    // A tab that signed in again meanwhile has a new session: both join it.
    const tokenB = 'B'.repeat(43);
    await openTab(tokenB);
    expect(await refused.module.joinOpenSession()).toBe(true);
    expect(refused.token).toBe(tokenB);
  });

  it('never takes a token it saw fail, even from a tab that missed the news', async () => {
    const refused = await openTab(null);
    refused.module.endSessionHere(tokenA, 'expired');
    await openTab(tokenA);
    expect(await refused.module.joinOpenSession()).toBe(false);
    expect(refused.adopted).toEqual([]);
  });

  it('a logout in one tab signs out the tabs sharing its session, which do not ask again', async () => {
    const leaving = await openTab(tokenA);
    const sharing = await openTab(tokenA);
    leaving.token = null;
    leaving.module.endSessionHere(tokenA, 'logout');
    await vi.waitFor(() => expect(sharing.forgotten).toBe(1));
    expect(sharing.token).toBeNull();
    expect(sharing.adopted).toEqual([]);
  });

  it('ignores what is not a hand-over message', async () => {
    const fresh = await openTab(null);
    const stranger = new BroadcastChannel('session-handover-v1');
    stranger.postMessage({ type: 'offer', requestId: 'x', token: 'short' });
    stranger.postMessage('not an object');
    stranger.postMessage({ type: 'ended', token: '<script>' });
    expect(await fresh.module.joinOpenSession()).toBe(false);
    stranger.close();
  });
});
