import { describe, expect, it } from 'vitest';
import { loopShift } from './use-loop-carousel';

/** The place each slide takes (its index plus its shift), in slide widths. */
const places = (from: number, count: number) =>
  Array.from({ length: count }, (_, slide) => slide + loopShift(slide, from, count));

describe('loopShift', () => {
  it('leaves every slide in its own place in the first loop', () => {
    expect(places(0, 3)).toEqual([0, 1, 2]);
  });

  it('puts the first slide after the last when the track moves on from the last', () => {
    // From slide 2 to place 3: slides 2 and 0 (at 3) are side by side.
    expect(places(2, 3)).toEqual([3, 4, 2]);
  });

  it('puts the last slide before the first when the track moves back from the first', () => {
    // From place 0 to -1: the last slide sits at -1, next to the first.
    expect(places(-1, 3)).toEqual([0, 1, -1]);
  });

  it('keeps two slides next to each other in both directions', () => {
    expect(places(1, 2)).toEqual([2, 1]);
    expect(places(-1, 2)).toEqual([0, -1]);
  });

  it('moves slides by whole loops only', () => {
    for (let from = -7; from <= 7; from += 1) {
      for (let slide = 0; slide < 4; slide += 1) expect(Math.abs(loopShift(slide, from, 4) % 4)).toBe(0);
    }
  });
});
