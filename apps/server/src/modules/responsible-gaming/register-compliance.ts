import type { FastifyInstance } from 'fastify';
import { registerAuditChain } from '../audit/register-audit-chain.js';
import { registerAml } from '../compliance/register-aml.js';
import { registerKyc } from '../compliance/register-kyc.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import { registerExclusions } from './register-exclusions.js';
import { registerGameRules } from './register-game-rules.js';
import { registerHarm } from './register-harm.js';
import { registerJurisdiction } from './register-jurisdiction.js';
import { registerLimits } from './register-limits.js';

/**
 * Responsible gaming and compliance (issue 20), composed after every module it hooks into: each part
 * registers its routes and its hooks on the other modules' registries, and hands the next parts the
 * services they use (an exclusion needs the limits' session end, KYC starts an underage exclusion, the
 * markers read them all).
 */
export function registerCompliance(app: FastifyInstance, dependencies: ComplianceDependencies) {
  const { jurisdiction, ...jurisdictionPart } = registerJurisdiction(app, dependencies);
  const limits = registerLimits(app, dependencies, { jurisdiction });
  const exclusions = registerExclusions(app, dependencies, { jurisdiction, limits });
  const gameRules = registerGameRules(app, dependencies, { jurisdiction, limits });
  const kyc = registerKyc(app, dependencies, { jurisdiction, exclusions });
  const aml = registerAml(app, dependencies, { jurisdiction });
  const harm = registerHarm(app, dependencies, { jurisdiction, limits, exclusions, kyc, aml });
  const auditChain = registerAuditChain(app, dependencies, {});
  const parts = [jurisdictionPart, limits, exclusions, gameRules, kyc, aml, harm, auditChain];
  return {
    jurisdiction,
    limits,
    exclusions,
    gameRules,
    kyc,
    aml,
    harm,
    auditChain,
    scheduledJobs: parts.flatMap((part) => part.scheduledJobs),
  };
}
