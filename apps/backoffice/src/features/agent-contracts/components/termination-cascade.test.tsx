import { beforeAll, describe, expect, it } from 'vitest';
import { englishReady, renderInEnglish } from '../../../lib/testing/render-in-english';
import { TerminationCascade } from './contract-detail';

beforeAll(() => englishReady);

describe('TerminationCascade', () => {
  it('says how many contracts further down the team end with this one', () => {
    expect(renderInEnglish(<TerminationCascade count={3} />)).toContain(
      'This also ends 3 contracts further down the team.',
    );
    expect(renderInEnglish(<TerminationCascade count={1} />)).toContain(
      'This also ends 1 contract further down the team.',
    );
  });

  it('says nothing when nothing below ends', () => {
    expect(renderInEnglish(<TerminationCascade count={0} />)).toBe('');
  });
});
