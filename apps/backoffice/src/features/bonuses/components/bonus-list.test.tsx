import type { AdminBonus } from '@gaming/contracts/bonuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishReady, renderInEnglish } from '../../../lib/testing/render-in-english';
import { WageringProgress } from './bonus-list';

beforeAll(() => englishReady);

const money = { currency: 'NPR', decimals: 2 };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('wagering progress', () => {
  it('shows the bar at the percent and what is counted of what is required', () => {
    const bonus = {
      wagering: {
        requiredMinor: '250000',
        progressMinor: '62500',
        remainingMinor: '187500',
        percent: 25,
        multiple: '5.00',
        baseMinor: '50000',
        weights: {},
        defaultWeightPercent: 100,
        maxStakeMinor: null,
        maxCashoutMinor: null,
        wageringDays: 7,
        startedAt: null,
        expiresAt: null,
      },
    } as unknown as AdminBonus;
    const html = renderInEnglish(<WageringProgress bonus={bonus} money={money} />);
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('width:25%');
    expect(text(html)).toContain('25 % · 625.00 of 2,500.00');
    expect(text(html)).toContain('5× of NPR 500.00');
  });
});
