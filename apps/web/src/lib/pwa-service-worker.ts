/**
 * The lite app's service worker (hand-written; built into dist/sw.js by vite.config.ts, which fills in
 * the build's version and file list). It keeps the app shell only (pwa-cache-rules.ts): page loads go to
 * the network first and fall back to the cached index.html offline; hashed build files come from the
 * cache; the API, the live socket and everything else is never touched. One cache per build, the
 * earlier builds' caches are removed when this worker takes over.
 */
import {
  cacheNameOf,
  isCacheableResponse,
  requestStrategy,
  shellFiles,
  staleCaches,
} from './pwa-cache-rules';

declare const __PWA_VERSION__: string;
declare const __PWA_PRECACHE__: readonly string[];

/** The parts of the worker's global scope and events this file uses (the DOM lib has no worker types). */
interface WorkerScope {
  location: { origin: string };
  caches: CacheStorage;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  clients: { claim(): Promise<void> };
}
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

/** A shell page load waits this long for the network before the cached shell answers. */
const navigationTimeoutMs = 10_000;

async function fromCache(cacheName: string, key: RequestInfo): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(key);
}

async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  if (!isCacheableResponse(response)) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
}

async function navigation(cacheName: string, request: Request): Promise<Response> {
  // A navigation request cannot be copied with options (a signal): the wait is raced instead.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('navigation timed out')), navigationTimeoutMs);
  });
  try {
    return await Promise.race([fetch(request), tooSlow]);
  } catch (error) {
    const shell = await fromCache(cacheName, '/index.html');
    if (shell) return shell;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function asset(cacheName: string, request: Request): Promise<Response> {
  const cached = await fromCache(cacheName, request);
  if (cached) return cached;
  const response = await fetch(request);
  await keep(cacheName, request, response.clone()).catch(() => undefined);
  return response;
}

async function shellFile(cacheName: string, request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(cacheName, request, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const cached = await fromCache(cacheName, request);
    if (cached) return cached;
    throw error;
  }
}

export function startServiceWorker(scope: WorkerScope, version: string, precache: readonly string[]): void {
  const cacheName = cacheNameOf(version);
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      scope.caches
        .open(cacheName)
        // The unhashed shell files from the server (`reload`), not a stale HTTP-cache copy; the hashed
        // files never change, so the copies the page just loaded serve (no second download).
        .then((cache) =>
          cache.addAll([
            ...shellFiles.map((url) => new Request(url, { cache: 'reload' })),
            ...precache.map((url) => new Request(url)),
          ]),
        ),
    );
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) => Promise.all(staleCaches(names, cacheName).map((name) => scope.caches.delete(name))))
        .then(() => scope.clients.claim()),
    );
  });
  scope.addEventListener('fetch', (event) => {
    const strategy = requestStrategy(event.request, scope.location.origin);
    // The API, the socket and other sites: not answered here at all, so the browser does as without a worker.
    if (strategy === 'network') return;
    if (strategy === 'navigation') event.respondWith(navigation(cacheName, event.request));
    else if (strategy === 'asset') event.respondWith(asset(cacheName, event.request));
    else event.respondWith(shellFile(cacheName, event.request));
  });
}

// In the built worker (dist/sw.js) the build defines both constants; imported by a test, nothing starts.
if (typeof __PWA_VERSION__ === 'string' && typeof __PWA_PRECACHE__ !== 'undefined') {
  startServiceWorker(self as unknown as WorkerScope, __PWA_VERSION__, __PWA_PRECACHE__);
}
