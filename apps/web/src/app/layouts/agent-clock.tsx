import { ClockIcon } from '@gaming/ui/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrandTime, formatGmtOffset } from '../../lib/brand-time';

/** The agent centre's live clock (spec §2): updates every second, with the brand's GMT offset. */
export function AgentClock({ offsetMinutes }: { offsetMinutes: number }) {
  const { t } = useTranslation();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const time = formatBrandTime(nowMs, offsetMinutes);
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted" title={t('agent.clockLabel')}>
      <ClockIcon className="size-4" />
      <span data-testid="agent-gmt-offset" className="font-semibold text-text">
        {formatGmtOffset(offsetMinutes)}
      </span>
      <time data-testid="agent-clock" dateTime={time.replace(' ', 'T')} className="tabular-nums">
        {time}
      </time>
    </p>
  );
}
