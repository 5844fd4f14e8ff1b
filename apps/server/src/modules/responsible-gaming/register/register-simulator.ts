import {
  type ExclusionRegister,
  type RegisterAnswer,
  type RegisterSubject,
  RegisterUnavailableError,
} from './exclusion-register.js';

/**
 * A stand-in register for the demo and the tests (profile provider `simulator`, e.g. Spelpaus in the se
 * preset): it answers by the subject's e-mail or username, so a tester picks the answer when registering:
 * containing `previously` → previously_excluded, `excluded` → excluded, `unavailable` → no answer.
 */
export function registerSimulator(): ExclusionRegister {
  return {
    name: 'simulator',
    async check(subject: RegisterSubject): Promise<RegisterAnswer> {
      const key = `${subject.email ?? ''} ${subject.username}`.toLowerCase();
      if (key.includes('unavailable')) throw new RegisterUnavailableError('simulated outage');
      if (key.includes('previously')) return 'previously_excluded';
      if (key.includes('excluded')) return 'excluded';
      return 'not_registered';
    },
  };
}
