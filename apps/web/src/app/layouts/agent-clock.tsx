import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons';

/** "GMT+05:45" for an offset in minutes east of UTC. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}

/** yyyy-MM-dd HH:mm:ss in the brand's time zone (a fixed offset, as the brand configures it). */
export function formatBrandTime(nowMs: number, offsetMinutes: number): string {
  const shifted = new Date(nowMs + offsetMinutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ${pad(
    shifted.getUTCHours(),
  )}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
}

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
