import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from '../responsible-gaming/compliance-dependencies.js';
import { AuditChainRepository } from './audit-chain-repository.js';
import { registerAuditChainRoutes } from './audit-chain-routes.js';
import { AuditChainService } from './audit-chain-service.js';

/** A new entry is sealed about this long after it is written (one pass for a burst of entries). */
const kickDelayMs = 1000;

/**
 * The tamper-evident audit chain (issue 20, 6.2): the audit-seal job every minute, a debounced in-process
 * kick after each audit entry (never awaited by the request), and the chain's status route.
 */
export function registerAuditChain(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  _parts: Record<never, never>,
) {
  const chain = new AuditChainService(
    new AuditChainRepository(dependencies.db),
    dependencies.secretKey,
    dependencies.now,
  );
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  dependencies.accounts.audit.addRecordedListener(() => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      inFlight = chain
        .seal()
        .catch((error: unknown) => app.log.warn({ err: error }, 'audit chain seal failed'));
    }, kickDelayMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await inFlight;
  });
  registerAuditChainRoutes(app, { chain, staff: dependencies.accounts.staff });
  const scheduledJobs: ScheduledJob[] = [{ name: 'audit-seal', cron: '* * * * *', run: () => chain.seal() }];
  return { scheduledJobs, chain };
}
