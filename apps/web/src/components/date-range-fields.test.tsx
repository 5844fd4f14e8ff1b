import { describe, expect, it, vi } from 'vitest';
import { DateRangeFields } from './date-range-fields';

type FieldProps = { testId: string; min?: string; max?: string; onChange: (value: string) => void };

/** The two TextField elements; the component calls no hook, so its element tree can be read directly. */
function fields(from: string, to: string) {
  const onFromChange = vi.fn();
  const onToChange = vi.fn();
  const element = DateRangeFields({
    from,
    to,
    today: '2025-03-10',
    onFromChange,
    onToChange,
    labels: { from: 'From', to: 'To' },
    testIdPrefix: 'records',
  });
  const [fromField, toField] = (element.props as { children: Array<{ props: FieldProps }> }).children;
  if (!fromField || !toField) throw new Error('two fields expected');
  return { from: fromField.props, to: toField.props, onFromChange, onToChange };
}

describe('DateRangeFields', () => {
  it('stops "from" at "to" and "to" between "from" and today', () => {
    const range = fields('2025-03-01', '2025-03-05');
    expect(range.from.testId).toBe('records-from');
    expect(range.from.max).toBe('2025-03-05');
    expect(range.to.testId).toBe('records-to');
    expect(range.to.min).toBe('2025-03-01');
    expect(range.to.max).toBe('2025-03-10');
  });

  it('falls back to today and no lower bound while an end is cleared', () => {
    const range = fields('', '');
    expect(range.from.max).toBe('2025-03-10');
    expect(range.to.min).toBeUndefined();
  });

  it('hands each change to its own end', () => {
    const range = fields('2025-03-01', '2025-03-05');
    range.from.onChange('2025-02-20');
    range.to.onChange('2025-03-07');
    expect(range.onFromChange).toHaveBeenCalledExactlyOnceWith('2025-02-20');
    expect(range.onToChange).toHaveBeenCalledExactlyOnceWith('2025-03-07');
  });
});
