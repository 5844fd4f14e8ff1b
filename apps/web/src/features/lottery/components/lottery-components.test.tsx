import { prizeCountOf } from '@gaming/contracts/lottery/lottery-games';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../lib/test-render';
import { DrawNumbers, numbersByTier } from './draw-numbers';
import { NumberGrid } from './number-grid';

function cellsOf(markup: string) {
  return [...markup.matchAll(/<button[^>]*data-testid="pick-(\d+)"[^>]*>/g)].map((match) => ({
    number: match[1],
    pressed: match[0].includes('aria-pressed="true"'),
    disabled: match[0].includes('disabled=""'),
  }));
}

describe('NumberGrid', () => {
  it('shows 00 to 99 and, at the bound, disables every cell but the picked ones', () => {
    const cells = cellsOf(
      renderStatic(<NumberGrid size={100} picks={['07', '42']} maxPicks={2} onChange={() => {}} />),
    );
    expect(cells).toHaveLength(100);
    expect(cells[0]?.number).toBe('00');
    expect(cells.filter((cell) => cell.pressed).map((cell) => cell.number)).toEqual(['07', '42']);
    expect(cells.filter((cell) => !cell.disabled).map((cell) => cell.number)).toEqual(['07', '42']);
  });

  it('keeps every cell open below the bound; the digit row has 0 to 9', () => {
    const cells = cellsOf(
      renderStatic(<NumberGrid size={10} picks={['3']} maxPicks={10} onChange={() => {}} />),
    );
    expect(cells.map((cell) => cell.number)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(cells.some((cell) => cell.disabled)).toBe(false);
  });
});

describe('DrawNumbers', () => {
  it('splits a VN North draw into its tiers: 1 special … 4 seventh, 27 in all', () => {
    const numbers = Array.from({ length: prizeCountOf('vn_north') }, (_, index) =>
      String(index).padStart(2, '0'),
    );
    const tiers = numbersByTier('vn_north', numbers);
    expect(tiers.map((tier) => [tier.tier, tier.numbers.length])).toEqual([
      ['special', 1],
      ['first', 1],
      ['second', 2],
      ['third', 6],
      ['fourth', 4],
      ['fifth', 6],
      ['sixth', 3],
      ['seventh', 4],
    ]);
    expect(tiers.flatMap((tier) => tier.numbers)).toEqual(numbers);
  });

  it('renders the fast balls in order and keeps the numbers for tests and the fairness check', () => {
    const markup = renderStatic(<DrawNumbers gameCode="fast_1m" numbers={['4', '0', '4', '9', '1']} />);
    expect(markup).toContain('data-numbers="4,0,4,9,1"');
    expect([...markup.matchAll(/rounded-full[^>]*>(\d)</g)].map((match) => match[1])).toEqual([
      '4',
      '0',
      '4',
      '9',
      '1',
    ]);
  });
});
