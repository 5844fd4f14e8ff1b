import { feedbackLimits } from '@gaming/contracts/feedback';

/** An answer as the server takes it (trimmed), or why not: empty, or longer than the limit. */
export function readAnswer(text: string): { body: string | null; problem: 'required' | 'tooLong' | null } {
  const body = text.trim();
  if (!body) return { body: null, problem: 'required' };
  if (body.length > feedbackLimits.answerMaxLength) return { body: null, problem: 'tooLong' };
  return { body, problem: null };
}

/** Characters left for the answer (negative when over). */
export function answerCharactersLeft(text: string): number {
  return feedbackLimits.answerMaxLength - text.trim().length;
}
