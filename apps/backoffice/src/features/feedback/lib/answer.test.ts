import { feedbackLimits } from '@gaming/contracts/feedback';
import { describe, expect, it } from 'vitest';
import { answerCharactersLeft, readAnswer } from './answer';

describe('feedback answers', () => {
  it('trims the answer and needs some text', () => {
    expect(readAnswer('  Thanks, fixed.  ')).toEqual({ body: 'Thanks, fixed.', problem: null });
    expect(readAnswer(' \n ')).toEqual({ body: null, problem: 'required' });
  });

  it(`takes ${feedbackLimits.answerMaxLength} characters and no more`, () => {
    const full = 'a'.repeat(feedbackLimits.answerMaxLength);
    expect(readAnswer(full).problem).toBeNull();
    expect(readAnswer(`${full}a`).problem).toBe('tooLong');
    expect(answerCharactersLeft(`${full}a`)).toBe(-1);
    expect(answerCharactersLeft(' ab ')).toBe(feedbackLimits.answerMaxLength - 2);
  });
});
