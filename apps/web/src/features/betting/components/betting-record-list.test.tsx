import { describe, expect, it, vi } from 'vitest';
import { renderStatic } from '../../../lib/test-render';
import { BettingRecordList } from './betting-record-list';

vi.mock('../../../lib/use-media-query', () => ({ useMediaQuery: () => true }));

describe('BettingRecordList as a table', () => {
  it('aligns each heading with its column: the figures and their headings at the end, the rest at the start', () => {
    const markup = renderStatic(<BettingRecordList records={[]} decimals={2} gmtOffsetMinutes={345} />);
    const alignments = [...markup.matchAll(/<th [^>]*class="([^"]*)"/g)].map(([, classes = '']) =>
      classes
        .split(' ')
        .filter((name) => /^text-(start|end)$/.test(name))
        .join(' '),
    );
    // One alignment each: text-start and text-end together leave start (later in the stylesheet), and a
    // figure's heading sat at the other side of its column from the figures (the right, in Arabic).
    expect(alignments).toEqual([
      'text-start', // time
      'text-start', // game
      'text-end', // stake
      'text-end', // valid bet
      'text-end', // win
      'text-end', // net
      'text-start', // status
    ]);
  });
});
