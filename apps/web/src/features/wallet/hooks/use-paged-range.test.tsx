import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStatic } from '../../../lib/test-render';
import { usePagedRange } from './use-paged-range';

function Probe({ offsetMinutes, days }: { offsetMinutes: number; days: number }) {
  const range = usePagedRange(offsetMinutes, days);
  return <output>{`${range.from}..${range.to} today ${range.today} page ${range.page}`}</output>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePagedRange', () => {
  it('starts on page 1 with the last N brand-local days, today included', () => {
    // 20:00 UTC on 9 March is already 10 March in Kathmandu (UTC+05:45).
    vi.useFakeTimers({ now: Date.UTC(2025, 2, 9, 20, 0) });
    expect(renderStatic(<Probe offsetMinutes={345} days={7} />)).toContain(
      '2025-03-04..2025-03-10 today 2025-03-10 page 1',
    );
    expect(renderStatic(<Probe offsetMinutes={0} days={30} />)).toContain(
      '2025-02-08..2025-03-09 today 2025-03-09 page 1',
    );
  });
});
