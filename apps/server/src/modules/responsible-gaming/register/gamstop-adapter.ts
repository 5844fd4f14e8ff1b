import {
  type ExclusionRegister,
  type RegisterAnswer,
  type RegisterSubject,
  RegisterUnavailableError,
} from './exclusion-register.js';

export type GamstopConfig = { url: string; apiKey: string };

const answerByHeader: Record<string, RegisterAnswer> = {
  Y: 'excluded',
  N: 'not_registered',
  P: 'previously_excluded',
};

function namesOf(fullName: string | null): { firstName: string; lastName: string } {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  if (parts.length === 1) return { firstName: parts[0] as string, lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] as string };
}

/**
 * GAMSTOP (UK): a form POST with the person's details and the operator's X-API-Key; the answer is the
 * X-Exclusion header (Y excluded, N not registered, P previously excluded). Anything else, a 5xx, or no
 * answer in time is "unavailable": the caller applies the profile's onUnavailable policy.
 */
export function gamstopRegister(config: GamstopConfig): ExclusionRegister {
  return {
    name: 'gamstop',
    async check(subject: RegisterSubject, signal: AbortSignal): Promise<RegisterAnswer> {
      const { firstName, lastName } = namesOf(subject.fullName);
      const form = new URLSearchParams({
        firstName,
        lastName,
        dateOfBirth: subject.dateOfBirth ?? '',
        email: subject.email ?? '',
        postcode: subject.postcode ?? '',
        mobile: subject.mobile ?? '',
      });
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: { 'X-API-Key': config.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal,
        });
      } catch (error) {
        throw new RegisterUnavailableError(signal.aborted ? 'timeout' : (error as Error).name);
      }
      // The body is never needed; reading it releases the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new RegisterUnavailableError(`status ${response.status}`);
      const answer = answerByHeader[(response.headers.get('x-exclusion') ?? '').trim().toUpperCase()];
      if (!answer) throw new RegisterUnavailableError('unreadable answer');
      return answer;
    },
  };
}
