import type { RgRegisterAnswer } from '@gaming/contracts/rg-exclusions';

/** What a register answers when it answers: `unavailable` is never an answer, it is a thrown RegisterUnavailableError. */
export type RegisterAnswer = Exclude<RgRegisterAnswer, 'unavailable'>;

/**
 * Who is looked up: read from the member and its registration profile (at registration there is no
 * member yet, so no id). Registers match on personal data, never on our ids.
 */
export type RegisterSubject = {
  memberId: string | null;
  username: string;
  fullName: string | null;
  /** yyyy-MM-dd. */
  dateOfBirth: string | null;
  email: string | null;
  mobile: string | null;
  postcode: string | null;
};

/**
 * An external self-exclusion register (GAMSTOP, Spelpaus, ...). `check` answers or throws
 * RegisterUnavailableError (timeout, 5xx, an answer it cannot read); the caller's signal bounds it.
 */
export type ExclusionRegister = {
  name: string;
  check(subject: RegisterSubject, signal: AbortSignal): Promise<RegisterAnswer>;
};

export class RegisterUnavailableError extends Error {
  constructor(reason: string) {
    super(`exclusion register unavailable: ${reason}`);
    this.name = 'RegisterUnavailableError';
  }
}
