import { useState } from 'react';
import { addDays, brandDate, customRangeProblem } from './brand-time';

/**
 * A paged list over a range of the brand's days (the last week by default): the range, its problem (the
 * list asks for nothing while there is one) and the page, which any filter change sends back to 1.
 */
export function useBrandDayRange(gmtOffsetMinutes: number, maximumDays: number) {
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [from, setFrom] = useState(() => addDays(today, -6));
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  /** Applies a filter change and goes back to the first page. */
  const changed = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return {
    today,
    from,
    to,
    page,
    setPage,
    changed,
    setFrom: (value: string) => changed(() => setFrom(value)),
    setTo: (value: string) => changed(() => setTo(value)),
    problem: customRangeProblem(from, to, maximumDays),
  };
}
