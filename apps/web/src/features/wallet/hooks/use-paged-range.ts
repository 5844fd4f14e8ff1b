import { useState } from 'react';
import { addDays, brandDate } from '../../../lib/brand-time';

/**
 * The filter state of a paged report over brand-local days: the range starts as the last
 * `defaultRangeDays` days (today included), and any filter change starts again at page 1.
 */
export function usePagedRange(gmtOffsetMinutes: number, defaultRangeDays: number) {
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [from, setFrom] = useState(() => addDays(today, 1 - defaultRangeDays));
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const filterChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return {
    today,
    from,
    to,
    page,
    setPage,
    filterChanged,
    changeFrom: (value: string) => filterChanged(() => setFrom(value)),
    changeTo: (value: string) => filterChanged(() => setTo(value)),
  };
}
