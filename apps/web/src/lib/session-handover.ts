/**
 * Tab hand-over of the session (issue 14 #10). The token stays in each tab's session storage (spec §4),
 * so a new tab of the same browser (a link opened in a new tab, the way back from the payment page)
 * starts without one. Such a tab asks the open tabs of this site over a BroadcastChannel, and one that
 * holds a token answers with it: the new tab joins the member's session instead of opening another.
 *
 * Security: a BroadcastChannel reaches only documents of this origin in this browser profile (and
 * storage partition: our pages framed by another site do not hear it). The token never goes into a URL,
 * localStorage, a cookie or a log. A tab answers only while it holds a token, an asking tab takes only
 * the answer to its own random request, only while it has none, and never a token it saw fail. With no
 * tab open the visitor logs in again.
 *
 * Tabs holding a token also hold a shared Web Lock, so a new tab learns at once whether anyone can
 * answer and waits for an answer only then.
 */

const channelName = 'session-handover-v1';
const holderLockName = 'session-handover-holder';
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;
/** How long a tab waits for an answer when a holder exists (a busy tab answers late on a slow phone). */
const answerWaitWithHolderMs = 4_000;
/** Without Web Locks we cannot tell whether any tab holds a token: a short wait. */
const answerWaitUnknownMs = 800;
/** Tokens this tab saw fail are never taken again; a few suffice (each is one dead session). */
const maximumDeadTokens = 16;

type HandoverMessage =
  | { type: 'ask'; requestId: string }
  | { type: 'offer'; requestId: string; token: string }
  /** A session ended here: `logout` by the member, `expired` when the server refused it. */
  | { type: 'ended'; token: string; reason: 'logout' | 'expired' };

export type HandoverHost = {
  currentToken: () => string | null;
  /** Adopts a token from another tab (stored in this tab's session storage). */
  adopt: (token: string) => void;
  /** Forgets a token that ended in another tab, without telling the others again. */
  forget: () => void;
};

let channel: BroadcastChannel | null = null;
let host: HandoverHost | null = null;
const deadTokens: string[] = [];
const pendingRequests = new Map<string, (token: string) => void>();
let releaseHolderLock: (() => void) | null = null;

function isToken(value: unknown): value is string {
  return typeof value === 'string' && tokenPattern.test(value);
}

function parseMessage(data: unknown): HandoverMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const requestId = message.requestId;
  if (message.type === 'ask' && typeof requestId === 'string' && requestId.length <= 64)
    return { type: 'ask', requestId };
  if (message.type === 'offer' && typeof requestId === 'string' && isToken(message.token))
    return { type: 'offer', requestId, token: message.token };
  if (message.type === 'ended' && isToken(message.token))
    return {
      type: 'ended',
      token: message.token,
      reason: message.reason === 'logout' ? 'logout' : 'expired',
    };
  return null;
}

function rememberDead(token: string): void {
  if (deadTokens.includes(token)) return;
  deadTokens.push(token);
  if (deadTokens.length > maximumDeadTokens) deadTokens.shift();
}

function post(message: HandoverMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel (the page is going away) has no one left to tell.
  }
}

function onMessage(event: MessageEvent): void {
  const message = parseMessage(event.data);
  if (!message || !host) return;
  if (message.type === 'ask') {
    const token = host.currentToken();
    if (token) post({ type: 'offer', requestId: message.requestId, token });
    return;
  }
  if (message.type === 'offer') {
    pendingRequests.get(message.requestId)?.(message.token);
    return;
  }
  rememberDead(message.token);
  if (host.currentToken() !== message.token) return;
  host.forget();
  // Refused by the server: another tab may already have signed in again; a logout is left alone.
  if (message.reason === 'expired') void joinOpenSession();
}

/** Listens for other tabs; call once at start, before asking. Does nothing where BroadcastChannel is missing. */
export function startSessionHandover(handoverHost: HandoverHost): void {
  host = handoverHost;
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(channelName);
  channel.onmessage = onMessage;
}

function randomRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether some tab holds a token (true), none does (false), or we cannot tell (null). */
async function holderExists(): Promise<boolean | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  try {
    const snapshot = await locks.query();
    return (snapshot.held ?? []).some((lock) => lock.name === holderLockName);
  } catch {
    return null;
  }
}

/**
 * Asks the other tabs for the session; resolves true once this tab has adopted one. Without a tab able
 * to answer it resolves false at once (or after a short wait where Web Locks are missing).
 */
export async function joinOpenSession(): Promise<boolean> {
  if (!channel || !host || host.currentToken()) return false;
  const holder = await holderExists();
  if (holder === false) return false;
  const requestId = randomRequestId();
  const adopted = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(
      () => finish(false),
      holder === null ? answerWaitUnknownMs : answerWaitWithHolderMs,
    );
    function finish(result: boolean) {
      clearTimeout(timer);
      pendingRequests.delete(requestId);
      resolve(result);
    }
    pendingRequests.set(requestId, (token) => {
      // A token seen failing is skipped (another tab may answer with a live one); one set meanwhile wins.
      if (deadTokens.includes(token)) return;
      if (host && !host.currentToken()) host.adopt(token);
      finish(true);
    });
    post({ type: 'ask', requestId });
  });
  return adopted;
}

/** Called when this tab gets a token: it can answer now, and the lock tells new tabs so. */
export function holdSession(): void {
  if (releaseHolderLock || typeof navigator === 'undefined' || !navigator.locks) return;
  const released = new Promise<void>((resolve) => {
    releaseHolderLock = resolve;
  });
  navigator.locks.request(holderLockName, { mode: 'shared' }, () => released).catch(() => undefined);
}

/**
 * Called when this tab's session ended: releases the lock and tells the tabs sharing the token. After a
 * server refusal (`expired`) this tab asks for an open session again, as the other tabs do.
 */
export function endSessionHere(token: string | null, reason: 'logout' | 'expired'): void {
  releaseHolderLock?.();
  releaseHolderLock = null;
  if (!token) return;
  rememberDead(token);
  post({ type: 'ended', token, reason });
  if (reason === 'expired') void joinOpenSession();
}

/** Releases the lock without telling anyone (the tab forgot a token another tab ended). */
export function releaseSession(): void {
  releaseHolderLock?.();
  releaseHolderLock = null;
}

/** Stops listening (a page being torn down; the tests' tabs). */
export function stopSessionHandover(): void {
  channel?.close();
  channel = null;
  host = null;
  pendingRequests.clear();
  releaseSession();
}
