import { validateSelection } from '@gaming/contracts/lottery/lottery-bets';
import { lotteryGames } from '@gaming/contracts/lottery/lottery-games';
import { describe, expect, it } from 'vitest';
import { checkSlip, emptyPicks, pickerOf, type SlipPicks, selectionOf } from './slip';

const base = {
  gameCode: 'vn_north' as const,
  decimals: 2,
  minStakeMinor: 100n,
  maxStakeMinor: 1_000_000n,
  salesOpen: true,
  hasDraw: true,
};

function picks(numbers: string[], extra: Partial<SlipPicks> = {}): SlipPicks {
  return { ...emptyPicks, numbers, ...extra };
}

describe('pickerOf', () => {
  it('gives the 00-99 grid to bao lo 2, de and xien, with the xien count exact', () => {
    expect(pickerOf('lo2')).toMatchObject({ kind: 'grid', size: 100, minimum: 1, maximum: 10 });
    expect(pickerOf('de')).toMatchObject({ kind: 'grid', size: 100 });
    expect(pickerOf('xien3')).toMatchObject({ kind: 'grid', size: 100, minimum: 3, maximum: 3 });
  });

  it('types 3- and 4-digit numbers, picks a digit row for de head/tail and the fast position', () => {
    expect(pickerOf('lo3')).toMatchObject({ kind: 'typed', digits: 3 });
    expect(pickerOf('big')).toMatchObject({ kind: 'typed', digits: 4 });
    expect(pickerOf('de_head')).toMatchObject({ kind: 'grid', size: 10, position: false });
    expect(pickerOf('digit')).toMatchObject({ kind: 'grid', size: 10, position: true });
    expect(pickerOf('big_small')).toEqual({ kind: 'pick', picks: ['big', 'small'], position: true });
    expect(pickerOf('sum_odd_even')).toEqual({ kind: 'pick', picks: ['odd', 'even'], position: false });
  });

  it('encodes, for every bet type of every game, a full selection the lottery math accepts', () => {
    for (const game of Object.values(lotteryGames)) {
      for (const betType of game.betTypes) {
        const picker = pickerOf(betType);
        const chosen: SlipPicks =
          picker.kind === 'pick'
            ? { ...emptyPicks, pick: picker.picks[1], position: 3 }
            : picker.kind === 'grid'
              ? {
                  ...emptyPicks,
                  position: 5,
                  numbers: Array.from({ length: picker.maximum }, (_, index) =>
                    String(index).padStart(picker.size === 100 ? 2 : 1, '0'),
                  ),
                }
              : {
                  ...emptyPicks,
                  numbers: Array.from({ length: picker.maximum }, (_, index) =>
                    String(index * 7).padStart(picker.digits, '0'),
                  ),
                };
        const check = validateSelection(game.code, betType, selectionOf(betType, chosen));
        expect(check.ok, `${game.code} ${betType}`).toBe(true);
        // One number more than the bound is refused by the math too: the picker's bound is the real one.
        if (picker.kind !== 'pick') {
          const tooMany = {
            ...chosen,
            numbers: [
              ...chosen.numbers,
              picker.kind === 'typed'
                ? '9999'.slice(0, picker.digits)
                : '9'.padStart(picker.size === 100 ? 2 : 1, '9'),
            ],
          };
          expect(
            validateSelection(game.code, betType, selectionOf(betType, tooMany)).ok,
            `${betType} +1`,
          ).toBe(false);
        }
      }
    }
  });
});

describe('checkSlip', () => {
  it('sends bao lo 2 numbers with one unit each and the total stake', () => {
    const check = checkSlip({ ...base, betType: 'lo2', picks: picks(['42', '07']), stakeText: '2.50' });
    expect(check).toEqual({
      ok: true,
      selection: { numbers: ['07', '42'] },
      units: 2,
      unitStakeMinor: 250n,
      totalMinor: 500n,
    });
  });

  it('counts a xien as one unit and asks for its missing numbers', () => {
    expect(checkSlip({ ...base, betType: 'xien3', picks: picks(['01']), stakeText: '5' })).toEqual({
      ok: false,
      problem: { key: 'pickMore', count: 2 },
    });
    const check = checkSlip({ ...base, betType: 'xien3', picks: picks(['01', '02', '03']), stakeText: '5' });
    expect(check.ok && check.units).toBe(1);
  });

  it('sends the fast position with a digit or a pick', () => {
    const digit = checkSlip({
      ...base,
      gameCode: 'fast_1m',
      betType: 'digit',
      picks: picks(['3'], { position: 4 }),
      stakeText: '1',
    });
    expect(digit.ok && digit.selection).toEqual({ numbers: ['3'], position: 4 });
    expect(
      checkSlip({ ...base, gameCode: 'fast_1m', betType: 'big_small', picks: emptyPicks, stakeText: '1' }),
    ).toEqual({ ok: false, problem: { key: 'pickOne' } });
    const sum = checkSlip({
      ...base,
      gameCode: 'fast_1m',
      betType: 'sum_odd_even',
      picks: { ...emptyPicks, pick: 'odd' },
      stakeText: '1',
    });
    expect(sum.ok && sum.selection).toEqual({ pick: 'odd' });
  });

  it('refuses a stake that is not an amount or is outside the limits', () => {
    const numbers = picks(['42']);
    expect(checkSlip({ ...base, betType: 'lo2', picks: numbers, stakeText: 'abc' })).toMatchObject({
      problem: { key: 'stakeInvalid' },
    });
    expect(checkSlip({ ...base, betType: 'lo2', picks: numbers, stakeText: '1.234' })).toMatchObject({
      problem: { key: 'stakeInvalid' },
    });
    expect(checkSlip({ ...base, betType: 'lo2', picks: numbers, stakeText: '0.99' })).toMatchObject({
      problem: { key: 'stakeRange', minMinor: 100n },
    });
    expect(checkSlip({ ...base, betType: 'lo2', picks: numbers, stakeText: '10000.01' })).toMatchObject({
      problem: { key: 'stakeRange' },
    });
    expect(checkSlip({ ...base, betType: 'lo2', picks: numbers, stakeText: '10000' }).ok).toBe(true);
  });

  it('says sales are closed before anything else once the draw closes', () => {
    expect(
      checkSlip({ ...base, salesOpen: false, betType: 'lo2', picks: picks(['42']), stakeText: '1' }),
    ).toEqual({ ok: false, problem: { key: 'salesClosed' } });
    expect(checkSlip({ ...base, hasDraw: false, betType: 'lo2', picks: emptyPicks, stakeText: '' })).toEqual({
      ok: false,
      problem: { key: 'noDraw' },
    });
  });
});
