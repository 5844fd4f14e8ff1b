import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf, testIdsIn } from '../../../lib/test-render';
import { allTypes, RecordFilters } from './record-filters';

const range = {
  from: '2025-03-04',
  to: '2025-03-10',
  today: '2025-03-10',
  changeFrom: () => {},
  changeTo: () => {},
};

describe('RecordFilters', () => {
  it('shows the range, the type with "all types" first, and the time zone', () => {
    const markup = renderStatic(
      <RecordFilters
        range={range}
        type={allTypes}
        onTypeChange={() => {}}
        typeOptions={[{ value: 'bonus', label: 'Bonus' }]}
        gmtOffsetMinutes={345}
        testIdPrefix="bonus"
      />,
    );
    expect(testIdsIn(markup)).toEqual([
      'bonus-from-field',
      'bonus-from',
      'bonus-to-field',
      'bonus-to',
      'bonus-type',
    ]);
    expect(tagOf(markup, 'bonus-from')).toContain('value="2025-03-04"');
    expect(tagOf(markup, 'bonus-to')).toContain('max="2025-03-10"');
    const options = [...markup.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
    expect(options).toEqual([allTypes, 'bonus']);
    expect(markup).toContain('+05:45');
  });
});
