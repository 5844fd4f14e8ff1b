import { useTranslation } from 'react-i18next';
import { formatUtcOffset } from '../lib/brand-time';
import { formatDateTime } from '../lib/format-date';
import { useBrandTime } from '../lib/use-brand-time';

/**
 * A timestamp as `yyyy-MM-dd HH:mm:ss UTC+05:45`: always the brand's time with its label (issue 14 #8),
 * so staff in any time zone read the same time as each other and as members. `utcOffsetMinutes` is the
 * brand's offset as a reply carried it, used until the site settings have arrived. "—" when empty.
 */
export function DateTime({
  value,
  emptyText,
  utcOffsetMinutes,
  testId,
}: {
  value: string | null | undefined;
  emptyText?: string;
  utcOffsetMinutes?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const offset = brandTime.offsetMinutes ?? utcOffsetMinutes;
  const text = offset === undefined ? null : formatDateTime(value, offset);
  if (!value || (offset !== undefined && !text))
    return <span className="text-muted">{emptyText ?? t('states.none')}</span>;
  if (offset === undefined || !text) return <span className="text-muted">…</span>;
  return (
    <time dateTime={value} data-testid={testId} className="whitespace-nowrap tabular-nums">
      {text} <span className="text-xs text-muted">{formatUtcOffset(offset)}</span>
    </time>
  );
}
