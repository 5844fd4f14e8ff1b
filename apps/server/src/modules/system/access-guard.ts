import type { FastifyInstance } from 'fastify';
import type { SystemService } from './system-service.js';

/**
 * While the site is in maintenance, or closed to the visitor's region or IP, ordinary API calls are
 * refused with the matching error code. The status call itself, health checks and API docs stay open
 * so the web app can show the right page.
 */
// Payment gateways' notifications are signed and come from the gateway's servers, wherever they are:
// refusing them during maintenance or by region would only delay members' credited deposits.
const alwaysOpenPrefixes = ['/api/system/', '/api/docs', '/api/openapi.json', '/api/payments/notify/'];
// Vendors' seamless-wallet callbacks likewise: signed, from the vendor's servers in any country, and a win
// refused during maintenance would leave a played round unpaid. Launching a game is what maintenance stops.
const vendorCallbackPath = /^\/api\/vendors\/[^/]+\/wallet\//;

export function registerAccessGuard(app: FastifyInstance, system: SystemService): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/')) return;
    if (alwaysOpenPrefixes.some((prefix) => url.startsWith(prefix))) return;
    if (vendorCallbackPath.test(url)) return;
    system.assertOpenFor(request.ip);
  });
}
