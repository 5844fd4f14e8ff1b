import { formatMinorUnits } from '@gaming/contracts/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GatewaySimulator, type SimulatedPayment, SimulatorError } from './gateway-simulator.js';
import { simulatorPrefix } from './simulator-secret.js';

const bodyLimitBytes = 16 * 1024;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Only a path on this site or an http(s) address: never a javascript: or data: link. */
function safeLink(url: string): string | null {
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(url) ? url : null;
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem;
    box-shadow: 0 4px 20px rgba(0,0,0,.08); }
  h1 { font-size: 1.1rem; margin: 0 0 .25rem; } .muted { color: #6b7280; font-size: .85rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; font-variant-numeric: tabular-nums; }
  .row { display: flex; gap: .75rem; margin-top: 1rem; flex-wrap: wrap; }
  button, a.button { flex: 1; min-height: 44px; border-radius: 8px; border: 0; font-size: 1rem; font-weight: 600;
    cursor: pointer; text-align: center; text-decoration: none; display: inline-flex; align-items: center;
    justify-content: center; padding: 0 1rem; }
  .pay { background: #059669; color: #fff; } .fail { background: #e5e7eb; color: #111827; }
  .secondary { background: #fff; color: #1d4ed8; border: 1px solid #1d4ed8; }
  .status { padding: .75rem; border-radius: 8px; margin-top: 1rem; font-weight: 600; }
  .paid { background: #d1fae5; } .failed, .closed { background: #fee2e2; }
  ul { padding-left: 1.2rem; font-size: .85rem; color: #374151; }
  .banner { background: #fef3c7; color: #92400e; padding: .5rem .75rem; border-radius: 8px; font-size: .8rem; }`;

/** The payer's page: a plain form (no scripts: the site's CSP allows none inline), English as a gateway's own. */
function paymentPage(payment: SimulatedPayment): string {
  const amount = `${escapeHtml(payment.currency)} ${formatMinorUnits(BigInt(payment.amountMinor), 2)}`;
  const action = `${simulatorPrefix}/pay/${encodeURIComponent(payment.id)}`;
  const back = safeLink(payment.returnUrl);
  const decided = payment.status !== 'awaiting';
  const statusText = {
    awaiting: '',
    paid: 'Payment successful',
    failed: 'Payment failed',
    closed: 'This payment has expired and can no longer be paid',
  }[payment.status];
  const resendable = payment.status === 'paid' || payment.status === 'failed';
  const deliveries = payment.deliveries
    .map((delivery) => `<li>${escapeHtml(delivery.at)}: ${escapeHtml(delivery.result)}</li>`)
    .join('');
  const refresh = payment.delivering > 0 ? '<meta http-equiv="refresh" content="1">' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<title>Gateway simulator: payment</title><style>${styles}</style></head>
<body><main>
<p class="banner">Payment gateway simulator: no real money moves here.</p>
<h1>Pay merchant ${escapeHtml(payment.merchantId)}</h1>
<p class="muted">Order ${escapeHtml(payment.merchantOrderId)} · payment ${escapeHtml(payment.id)}</p>
<p class="amount" data-testid="sim-amount">${amount}</p>
${
  decided
    ? `<p class="status ${payment.status}" role="status" data-testid="sim-status">${statusText}</p>
${
  resendable
    ? `<form method="post" action="${action}"><div class="row">
<button type="submit" name="action" value="resend" class="secondary" data-testid="sim-resend">Send the notification again (twice)</button>
</div></form>`
    : ''
}
${back ? `<div class="row"><a class="button pay" href="${escapeHtml(back)}" data-testid="sim-return">Return to the merchant</a></div>` : ''}`
    : `<form method="post" action="${action}"><div class="row">
<button type="submit" name="action" value="paid" class="pay" data-testid="sim-pay">Pay</button>
<button type="submit" name="action" value="failed" class="fail" data-testid="sim-fail">Fail</button>
</div></form>`
}
${deliveries ? `<h2 class="muted">Notifications sent</h2><ul data-testid="sim-deliveries">${deliveries}</ul>` : ''}
</main></body></html>`;
}

function sendPage(reply: FastifyReply, payment: SimulatedPayment) {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(paymentPage(payment));
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof SimulatorError)
    return reply
      .status(error.statusCode)
      .send({ error: { code: 'simulator_error', message: error.message } });
  throw error;
}

/**
 * Mounts the simulator under /gateway-sim (only with GATEWAY_SIMULATOR on; never in production). Its own
 * scope parses bodies as raw bytes, because its create call is verified over the exact bytes, and its
 * form posts as plain text.
 */
export function registerGatewaySimulator(
  app: FastifyInstance,
  options: { secretKey: Buffer; simulator?: GatewaySimulator },
): GatewaySimulator {
  const simulator = options.simulator ?? new GatewaySimulator(options.secretKey, app.log);
  app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: bodyLimitBytes },
        (_request, body, done) => done(null, body),
      );
      const hidden = { schema: { hide: true } };

      scope.post('/api/payments', hidden, async (request, reply) => {
        try {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const payment = simulator.createPayment(request.headers, raw);
          // Root-relative: the simulator is served from the site's own origin, whatever host the member uses.
          return {
            paymentId: payment.id,
            payUrl: `${simulatorPrefix}/pay/${encodeURIComponent(payment.id)}`,
          };
        } catch (error) {
          return sendError(reply, error);
        }
      });

      // The merchant closes an unpaid order (it expired): answers what the payment came to.
      scope.post('/api/payments/close', hidden, async (request, reply) => {
        try {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return simulator.closePayment(request.headers, raw);
        } catch (error) {
          return sendError(reply, error);
        }
      });

      scope.get<{ Params: { id: string } }>('/pay/:id', hidden, async (request, reply) => {
        const payment = simulator.find(request.params.id);
        if (!payment) return reply.status(404).type('text/plain').send('No such payment.');
        return sendPage(reply, payment);
      });

      scope.post<{ Params: { id: string } }>('/pay/:id', hidden, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const action = new URLSearchParams(raw).get('action');
        try {
          if (action === 'paid' || action === 'failed') simulator.decide(request.params.id, action);
          else if (action === 'resend') simulator.resend(request.params.id);
          else return reply.status(400).type('text/plain').send('Unknown action.');
        } catch (error) {
          return sendError(reply, error);
        }
        // Post/redirect/get: a reload of the result page does not pay twice.
        return reply.redirect(`${simulatorPrefix}/pay/${encodeURIComponent(request.params.id)}`, 303);
      });
    },
    { prefix: simulatorPrefix },
  );
  return simulator;
}
