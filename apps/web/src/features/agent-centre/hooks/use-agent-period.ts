import { useState } from 'react';
import { addDays, brandDate } from '../../../lib/brand-time';
import type { AgentPeriod, AgentPeriodQuery } from '../lib/agent-period';

/**
 * The filter state of an agent report: the period (today by default; weeks and months are the brand's,
 * resolved by the server), a custom range of brand-local days, and the page, which goes back to 1 on any
 * filter change.
 */
export function useAgentPeriod(gmtOffsetMinutes: number, initial: AgentPeriod = 'today') {
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [period, setPeriodState] = useState<AgentPeriod>(initial);
  const [from, setFrom] = useState(() => addDays(today, -6));
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const filterChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const query: AgentPeriodQuery = period === 'custom' ? { period, from, to } : { period };
  return {
    today,
    period,
    from,
    to,
    page,
    query,
    setPage,
    filterChanged,
    setPeriod: (value: AgentPeriod) => filterChanged(() => setPeriodState(value)),
    changeFrom: (value: string) => filterChanged(() => setFrom(value)),
    changeTo: (value: string) => filterChanged(() => setTo(value)),
  };
}
export type AgentPeriodState = ReturnType<typeof useAgentPeriod>;
