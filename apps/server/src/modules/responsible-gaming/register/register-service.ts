import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import type { RgRegisterAnswer, RgRegisterCheck } from '@gaming/contracts/rg-exclusions';
import { Counter, type Registry } from 'prom-client';
import type { ExclusionsRepository, RecheckCandidate } from '../exclusions-repository.js';
import {
  type ExclusionRegister,
  type RegisterSubject,
  RegisterUnavailableError,
} from './exclusion-register.js';

export type RegisterTrigger = 'registration' | 'login' | 'recheck' | 'deposit' | 'staff';
/** What a look-up came to: `skipped` when the profile names no register or not for this trigger. */
export type RegisterOutcome = { answer: RgRegisterAnswer | 'skipped'; provider: string };

/** Circuit breaker: this many failures within the window open it for the window (answer at once). */
const breakerFailures = 5;
const breakerWindowMs = 30_000;
/** A member the register did not answer for is looked up again this much later (allowAndRecheck). */
export const registerRecheckDelayMs = 15 * 60_000;
const recheckBatch = 500;
const recheckConcurrency = 5;

type Log = { warn: (object: object, message: string) => void };

/**
 * The external self-exclusion register port (issue 20): which register the profile names, a bounded call
 * (profile timeoutMs), a circuit breaker so an outage answers at once instead of holding logins, and a
 * rg_register_checks row for every answer and every silence.
 */
export class RegisterService {
  private readonly registers = new Map<string, ExclusionRegister>();
  private readonly failures = new Map<string, number[]>();
  private readonly openUntil = new Map<string, number>();
  private readonly unavailableCounter: { inc: (labels: { provider: string; trigger: string }) => void };

  constructor(
    private readonly repository: ExclusionsRepository,
    private readonly profile: () => Jurisdiction,
    registers: ExclusionRegister[],
    metricsRegistry: Registry | undefined,
    private readonly log: Log,
    private readonly now: () => Date,
  ) {
    for (const register of registers) this.registers.set(register.name, register);
    const counter = new Counter({
      name: 'rg_register_unavailable_total',
      help: 'External self-exclusion register look-ups that got no answer (timeout, error, circuit open)',
      labelNames: ['provider', 'trigger'],
      registers: metricsRegistry ? [metricsRegistry] : [],
    });
    this.unavailableCounter = counter;
  }

  /** Puts (or replaces) a register by its name: the composition's GAMSTOP adapter, a test's stub. */
  useRegister(register: ExclusionRegister): void {
    this.registers.set(register.name, register);
    this.failures.delete(register.name);
    this.openUntil.delete(register.name);
  }

  /** Whether this trigger looks the register up under the current profile. */
  applies(trigger: RegisterTrigger): boolean {
    const register = this.profile().register;
    if (register.provider === 'none') return false;
    if (trigger === 'registration') return register.atRegistration;
    if (trigger === 'login') return register.atLogin;
    if (trigger === 'deposit') return register.beforeDeposit;
    return true;
  }

  policy(): Jurisdiction['register']['onUnavailable'] {
    return this.profile().register.onUnavailable;
  }

  /** Looks the subject up (when the profile says so for this trigger) and records the answer. */
  async check(subject: RegisterSubject, trigger: RegisterTrigger): Promise<RegisterOutcome> {
    const settings = this.profile().register;
    if (!this.applies(trigger)) return { answer: 'skipped', provider: settings.provider };
    const register = this.registers.get(settings.provider);
    const started = Date.now();
    let answer: RgRegisterAnswer;
    if (!register || this.isOpen(settings.provider, started)) answer = 'unavailable';
    else answer = await this.call(register, subject, settings.timeoutMs);
    const at = this.now();
    await this.repository.insertRegisterCheck({
      memberId: subject.memberId,
      provider: settings.provider,
      trigger,
      answer,
      latencyMs: Date.now() - started,
      at,
    });
    if (answer === 'unavailable') {
      this.unavailableCounter.inc({ provider: settings.provider, trigger });
      this.log.warn(
        { provider: settings.provider, trigger, memberId: subject.memberId },
        'exclusion register unavailable',
      );
    }
    if (subject.memberId) {
      const recheckDueAt = answer === 'unavailable' ? new Date(at.getTime() + registerRecheckDelayMs) : null;
      await this.repository.recordRegisterAnswer(subject.memberId, answer, recheckDueAt, at);
    }
    return { answer, provider: settings.provider };
  }

  private async call(register: ExclusionRegister, subject: RegisterSubject, timeoutMs: number) {
    try {
      const answer = await register.check(subject, AbortSignal.timeout(timeoutMs));
      this.failures.delete(register.name);
      return answer;
    } catch (error) {
      if (!(error instanceof RegisterUnavailableError) && !(error instanceof Error)) throw error;
      this.recordFailure(register.name, Date.now());
      return 'unavailable' as const;
    }
  }

  private isOpen(provider: string, atMs: number): boolean {
    return (this.openUntil.get(provider) ?? 0) > atMs;
  }

  private recordFailure(provider: string, atMs: number): void {
    const recent = (this.failures.get(provider) ?? []).filter((ms) => ms > atMs - breakerWindowMs);
    recent.push(atMs);
    this.failures.set(provider, recent.slice(-breakerFailures));
    if (recent.length >= breakerFailures) {
      this.openUntil.set(provider, atMs + breakerWindowMs);
      this.failures.delete(provider);
    }
  }

  async checksOf(memberId: string, limit = 50): Promise<RgRegisterCheck[]> {
    const rows = await this.repository.registerChecksOf(memberId, Math.min(limit, 50));
    return rows.map((row) => ({
      id: String(row.id),
      provider: row.provider,
      trigger: row.trigger,
      answer: row.answer,
      latencyMs: row.latency_ms,
      checkedAt: new Date(row.checked_at).toISOString(),
    }));
  }

  /**
   * One run of rg-register-recheck: active members whose answer is older than recheckHours or due, at most
   * 500, 5 look-ups at once, each member claimed first (conditional update) so concurrent runs split them.
   * `onAnswer` is the exclusions service (an `excluded` answer starts an external exclusion).
   */
  async recheck(
    onAnswer: (memberId: string, answer: RgRegisterAnswer) => Promise<void>,
  ): Promise<{ checked: number }> {
    if (!this.applies('recheck')) return { checked: 0 };
    const settings = this.profile().register;
    const at = this.now();
    const candidates = await this.repository.recheckCandidates(
      {
        activeSince: new Date(at.getTime() - settings.activeWithinDays * 86_400_000),
        checkedBefore: new Date(at.getTime() - settings.recheckHours * 3_600_000),
        at,
      },
      recheckBatch,
    );
    let next = 0;
    let checked = 0;
    const worker = async () => {
      while (next < candidates.length) {
        const candidate = candidates[next++] as RecheckCandidate;
        const claimUntil = new Date(at.getTime() + registerRecheckDelayMs);
        if (
          !(await this.repository.claimRecheck(
            candidate.memberId,
            { dueAt: candidate.seenDueAt, checkedAt: candidate.seenCheckedAt },
            claimUntil,
            at,
          ))
        )
          continue;
        const outcome = await this.check(subjectOfCandidate(candidate), 'recheck');
        checked += 1;
        if (outcome.answer !== 'skipped') await onAnswer(candidate.memberId, outcome.answer);
      }
    };
    await Promise.all(Array.from({ length: recheckConcurrency }, worker));
    return { checked };
  }
}

function subjectOfCandidate(candidate: RecheckCandidate): RegisterSubject {
  return {
    memberId: candidate.memberId,
    username: candidate.username,
    fullName: candidate.profile.payeeName ?? null,
    dateOfBirth: candidate.profile.birthday ?? null,
    email: candidate.email,
    mobile: candidate.mobile,
    postcode: candidate.profile.postcode ?? null,
  };
}
