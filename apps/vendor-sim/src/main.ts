import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { JackpotPools } from './jackpot.js';
import { isValidLaunchTicket, signatureHeaders, vendorSecret, verify, WalletClient } from './protocol.js';
import { type Fault, faults, VendorSimulator } from './simulator.js';
import { type TransferFault, TransferWallets, transferFaults, transferJson } from './transfer-wallet.js';

/**
 * apps/vendor-sim: plays external game vendors (PG, JDB, CQ9 … any code) against the operator's seamless
 * wallet. A separate process with its own port, like a real vendor:
 *   GET  /play/:vendor/:game?token=…&lang=…   the game page (a tiny slot) the operator frames or opens
 *   POST /play/api/open | /play/api/spin | /play/api/balance   the page's own calls; the simulator then
 *        calls the operator's signed wallet callbacks (authenticate, bet, win, refund, end-round)
 *   POST /wallet-api/:vendor/deposit | withdraw | balance | status   the transfer-wallet API the operator
 *        calls for transfer-mode vendors (signed with the vendor's secret like the callbacks): moves keyed
 *        by the operator's transfer id (idempotent), the player's balance held here, a transfer's fate
 *   POST /vendor/jackpots {vendorCode}   (signed with the vendor's secret) the vendor's progressive jackpot
 *        pools, grown by 1 % of every real-money stake played here
 *   POST /admin/faults {vendorCode, faults: [...]}   (signed with the shared secret) queue duplicates,
 *        timeouts, win-before-bet, rollbacks for the next spins, and transfer_timeout,
 *        transfer_applied_timeout, transfer_error, status_timeout, status_error for the next transfer-wallet
 *        calls; GET /admin/exchanges: the callbacks sent
 * Configuration: VENDOR_SIM_PORT (8090), VENDOR_SIM_HOST (localhost), VENDOR_SIMULATOR_SECRET (the
 * shared secret; the server must have the same), VENDOR_SIM_WALLET_URL (the operator, http://localhost:8080).
 */

const port = Number(process.env.VENDOR_SIM_PORT ?? 8090);
const host = process.env.VENDOR_SIM_HOST ?? 'localhost';
const sharedSecret = process.env.VENDOR_SIMULATOR_SECRET ?? '';
const walletUrl = (process.env.VENDOR_SIM_WALLET_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
if (!/^[0-9a-fA-F]{64}$/.test(sharedSecret)) {
  process.stderr.write('VENDOR_SIMULATOR_SECRET must be 64 hexadecimal characters\n');
  process.exit(1);
}

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const assets: Record<string, { type: string; body: Buffer }> = {
  '/static/game.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(`${publicDir}game.js`) },
  '/static/game.css': { type: 'text/css; charset=utf-8', body: readFileSync(`${publicDir}game.css`) },
};

const wallet = new WalletClient(walletUrl, sharedSecret);
const transferWallets = new TransferWallets();
const simulator = new VendorSimulator(wallet, transferWallets);
const jackpots = new JackpotPools();

/** The operator's site frames the game page: it (and its localhost twin) may, no one else. */
function frameAncestors(): string {
  const origin = new URL(walletUrl).origin;
  const twins = [
    origin,
    origin.replace('//localhost', '//127.0.0.1'),
    origin.replace('//127.0.0.1', '//localhost'),
  ];
  return [...new Set(twins)].join(' ');
}

const pageSecurity = {
  'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors()}`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...pageSecurity,
    ...headers,
  });
  response.end(text);
}

async function readBody(request: IncomingMessage, limit = 16 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The launch's minimum spin cycle, 0..10 000 ms (anything else: none). */
function minCycleMsOf(value: unknown): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 10_000 ? parsed : 0;
}

function gamePage(vendorCode: string, gameCode: string, query: URLSearchParams): string {
  const language = /^[A-Za-z]{2}$/.test(query.get('lang') ?? '')
    ? (query.get('lang') as string).toUpperCase()
    : 'EN';
  const token = query.get('token') ?? '';
  const attributes = {
    'data-vendor': vendorCode,
    'data-game': gameCode,
    'data-token': /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : '',
    'data-lang': language,
    // A transfer-mode launch: the page hands the operator's ticket back to /play/api/open, which checks it.
    'data-wallet': query.get('wallet') === 'transfer' ? 'transfer' : '',
    'data-player': /^[A-Za-z0-9_-]{1,64}$/.test(query.get('player') ?? '')
      ? (query.get('player') as string)
      : '',
    'data-currency': /^[A-Z]{3}$/.test(query.get('currency') ?? '') ? (query.get('currency') as string) : '',
    'data-expires': /^\d{1,12}$/.test(query.get('expires') ?? '') ? (query.get('expires') as string) : '',
    'data-ticket': /^[0-9a-f]{64}$/.test(query.get('ticket') ?? '') ? (query.get('ticket') as string) : '',
    // The operator's jurisdiction rules (issue 20); a launch without them is unrestricted.
    'data-autoplay': query.get('autoplay') === '0' ? '0' : '1',
    'data-min-cycle-ms': String(minCycleMsOf(query.get('minCycleMs'))),
    'data-jurisdiction': /^[a-z]{2,8}$/.test(query.get('jurisdiction') ?? '')
      ? (query.get('jurisdiction') as string)
      : '',
  };
  // Autoplay is offered only where the operator's jurisdiction allows it; turbo and slam-stop do not
  // exist in this simulated slot (nothing to hide when forbidden).
  const autoplayButton =
    attributes['data-autoplay'] === '1'
      ? '<button type="button" id="autoplay" data-testid="sim-autoplay" disabled></button>'
      : '';
  const data = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${language === 'NE' ? 'ne' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(vendorCode)} · ${escapeHtml(gameCode)}</title>
<link rel="stylesheet" href="/static/game.css">
<script src="/static/game.js" defer></script>
</head>
<body ${data}>
<main class="machine">
  <header><span class="vendor">${escapeHtml(vendorCode)}</span><h1 id="title">${escapeHtml(gameCode)}</h1></header>
  <p class="balance"><span id="balance-label"></span> <output id="balance" data-testid="sim-balance">…</output></p>
  <div class="reels" id="reels" aria-live="polite"><span>?</span><span>?</span><span>?</span></div>
  <fieldset class="stakes" id="stakes"><legend id="stake-label"></legend></fieldset>
  <button type="button" id="spin" data-testid="sim-spin" disabled></button>
  ${autoplayButton}
  <p id="message" role="status" data-testid="sim-message"></p>
</main>
</body>
</html>`;
}

/** A transfer-mode launch's player, vouched for by the operator's ticket; undefined for other launches. */
function transferPlayerOf(
  vendorCode: string,
  gameCode: string,
  input: Record<string, unknown>,
): { playerId: string; currency: string } | 'invalid' | undefined {
  if (input.wallet !== 'transfer') return undefined;
  const playerId = String(input.playerId ?? '');
  const currency = String(input.currency ?? '');
  const expiresAt = Number(input.expiresAt ?? 0);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(playerId) || !/^[A-Z]{3}$/.test(currency) || !Number.isInteger(expiresAt))
    return 'invalid';
  const fields = { vendorCode, gameCode, playerId, currency, expiresAt };
  return isValidLaunchTicket(vendorSecret(sharedSecret, vendorCode), fields, String(input.ticket ?? ''))
    ? { playerId, currency }
    : 'invalid';
}

/** Answers only when the caller has given up (or after a minute): how a stuck vendor looks from outside. */
async function hang(response: ServerResponse): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 60_000);
    timer.unref();
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (!response.destroyed && !response.headersSent) send(response, 504, { error: 'timeout' });
}

const transferIdPattern = /^[A-Za-z0-9-]{8,64}$/;
const playerIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The transfer-wallet API of a vendor: signed with the vendor's secret, like the callbacks the other way.
 * Business refusals (insufficient funds, a reused id) are 200 with status 'error'; a 5xx or no answer
 * leaves the outcome unknown to the caller, which then asks for the transfer's status.
 */
async function handleTransferApi(
  vendorCode: string,
  action: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'POST') return send(response, 405, { error: 'method_not_allowed' });
  const body = await readBody(request);
  if (!verify(vendorSecret(sharedSecret, vendorCode), request.headers, body))
    return send(response, 401, { error: 'signature_invalid' });
  let input: Record<string, unknown>;
  try {
    input = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return send(response, 400, { error: 'bad_json' });
  }
  const playerId = String(input.playerId ?? '');
  const transferId = String(input.transferId ?? '');
  if (action === 'balance') {
    if (!playerIdPattern.test(playerId)) return send(response, 400, { error: 'bad_player' });
    return send(response, 200, {
      status: 'ok',
      playerId,
      balanceMinor: transferWallets.balance(vendorCode, playerId).toString(),
    });
  }
  if (action === 'status') {
    if (!transferIdPattern.test(transferId)) return send(response, 400, { error: 'bad_transfer_id' });
    const fault = transferWallets.nextStatusFault(vendorCode);
    if (fault === 'status_timeout') return hang(response);
    if (fault === 'status_error') return send(response, 500, { error: 'internal' });
    return send(response, 200, {
      status: 'ok',
      transfer: transferJson(transferWallets.status(vendorCode, transferId)),
    });
  }
  if (action !== 'deposit' && action !== 'withdraw') return send(response, 404, { error: 'not_found' });
  const amount = String(input.amountMinor ?? '');
  if (
    !playerIdPattern.test(playerId) ||
    !transferIdPattern.test(transferId) ||
    !/^[1-9]\d{0,17}$/.test(amount)
  )
    return send(response, 400, { error: 'bad_request' });
  const fault = transferWallets.nextMoveFault(vendorCode);
  if (fault === 'transfer_timeout') return hang(response);
  if (fault === 'transfer_error') return send(response, 500, { error: 'internal' });
  const answer = transferWallets.move(vendorCode, {
    direction: action,
    playerId,
    transferId,
    amountMinor: BigInt(amount),
  });
  if (fault === 'transfer_applied_timeout') return hang(response);
  const transfer = answer.transfer ? { transfer: transferJson(answer.transfer) } : {};
  if (answer.status === 'ok') return send(response, 200, { status: 'ok', ...transfer });
  return send(response, 200, { status: 'error', code: answer.code, message: answer.message, ...transfer });
}

async function handleApi(pathname: string, request: IncomingMessage, response: ServerResponse) {
  const body = request.method === 'POST' ? await readBody(request) : '';
  let input: Record<string, unknown> = {};
  try {
    input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    return send(response, 400, { error: 'bad_json' });
  }
  if (pathname === '/play/api/open' && request.method === 'POST') {
    const vendorCode = String(input.vendorCode ?? '');
    const gameCode = String(input.gameCode ?? '');
    if (!/^[A-Z0-9_]{2,16}$/.test(vendorCode) || !/^[A-Za-z0-9_.:-]{1,100}$/.test(gameCode))
      return send(response, 400, { error: 'bad_game' });
    const token = typeof input.token === 'string' && input.token ? input.token : null;
    const transferPlayer = transferPlayerOf(vendorCode, gameCode, input);
    if (transferPlayer === 'invalid') return send(response, 200, { error: 'bad_ticket' });
    const opened = await simulator.open({
      vendorCode,
      gameCode,
      language: String(input.language ?? 'EN'),
      token,
      minCycleMs: minCycleMsOf(input.minCycleMs),
      ...(transferPlayer ? { transferPlayer } : {}),
    });
    if ('error' in opened) return send(response, 200, { error: opened.error });
    return send(response, 200, {
      sessionId: opened.session.id,
      balanceMinor: opened.balanceMinor,
      currency: opened.session.currency,
      demo: opened.session.token === null && !opened.session.transferMode,
    });
  }
  const session = simulator.find(String(input.sessionId ?? ''));
  if (!session) return send(response, 404, { error: 'no_session' });
  if (pathname === '/play/api/balance') return send(response, 200, await simulator.balance(session));
  if (pathname === '/play/api/spin' && request.method === 'POST') {
    const stake = String(input.stakeMinor ?? '');
    if (!/^[1-9]\d{0,9}$/.test(stake)) return send(response, 400, { error: 'bad_stake' });
    const played = await simulator.spin(session, BigInt(stake));
    jackpots.recordSpin(session, played);
    return send(response, 200, played);
  }
  return send(response, 404, { error: 'not_found' });
}

/**
 * POST /vendor/jackpots {vendorCode}: that vendor's progressive pools, for the operator only (signed with
 * the vendor's secret over timestamp and body, like every other call between the two).
 */
async function handleJackpots(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'POST') return send(response, 405, { error: 'method_not_allowed' });
  const body = await readBody(request);
  let vendorCode = '';
  try {
    vendorCode = String((JSON.parse(body) as { vendorCode?: unknown }).vendorCode ?? '');
  } catch {
    return send(response, 400, { error: 'bad_json' });
  }
  if (!/^[A-Z0-9_]{2,16}$/.test(vendorCode)) return send(response, 400, { error: 'bad_vendor' });
  if (!verify(vendorSecret(sharedSecret, vendorCode), request.headers, body))
    return send(response, 401, { error: 'signature_invalid' });
  return send(response, 200, { vendorCode, pools: jackpots.poolsOf(vendorCode) });
}

async function handleAdmin(pathname: string, request: IncomingMessage, response: ServerResponse) {
  const body = request.method === 'POST' ? await readBody(request) : '';
  if (!verify(sharedSecret, request.headers, body))
    return send(response, 401, { error: `sign the body with ${signatureHeaders.signature}` });
  if (pathname === '/admin/faults' && request.method === 'POST') {
    const input = JSON.parse(body) as { vendorCode?: string; faults?: string[] };
    const requested = (input.faults ?? []).slice(0, 100);
    const queued = requested.filter((fault): fault is Fault => (faults as readonly string[]).includes(fault));
    const transferQueued = requested.filter((fault): fault is TransferFault =>
      (transferFaults as readonly string[]).includes(fault),
    );
    simulator.queueFaults(input.vendorCode ?? '*', queued);
    transferWallets.queueFaults(input.vendorCode ?? '*', transferQueued);
    return send(response, 200, { queued: [...queued, ...transferQueued] });
  }
  if (pathname === '/admin/exchanges')
    return send(response, 200, { exchanges: wallet.exchanges.slice(-200) });
  return send(response, 404, { error: 'not_found' });
}

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://vendor-sim');
    const pathname = url.pathname;
    if (pathname === '/healthz') return send(response, 200, { status: 'ok' });
    const asset = assets[pathname];
    if (asset && request.method === 'GET') {
      response.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache', ...pageSecurity });
      return response.end(asset.body);
    }
    if (pathname.startsWith('/play/api/')) return await handleApi(pathname, request, response);
    if (pathname.startsWith('/admin/')) return await handleAdmin(pathname, request, response);
    if (pathname === '/vendor/jackpots') return await handleJackpots(request, response);
    const transferApi = /^\/wallet-api\/([A-Z0-9_]{2,16})\/([a-z]{1,20})$/.exec(pathname);
    if (transferApi)
      return await handleTransferApi(transferApi[1] as string, transferApi[2] as string, request, response);
    const page = /^\/play\/([A-Z0-9_]{2,16})\/([A-Za-z0-9_.:-]{1,100})$/.exec(pathname);
    if (page && request.method === 'GET')
      return send(
        response,
        200,
        gamePage(page[1] as string, decodeURIComponent(page[2] as string), url.searchParams),
      );
    return send(response, 404, { error: 'not_found' });
  } catch (error) {
    process.stderr.write(`vendor-sim: ${(error as Error).message}\n`);
    if (!response.headersSent) send(response, 502, { error: 'operator_unreachable' });
    else response.end();
  }
});

server.listen(port, host, () => {
  // With VENDOR_SIM_PORT=0 the system picks the port; the line says which (tests read it).
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(`Vendor simulator on http://${host}:${listening} (wallet ${walletUrl})\n`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
