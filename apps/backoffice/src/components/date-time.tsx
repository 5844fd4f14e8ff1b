import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date';

/**
 * A timestamp as yyyy-MM-dd HH:mm:ss in the brand's offset when given (cashier screens, so staff and
 * members read the same time), else the browser's time zone; "never" / "—" when empty.
 */
export function DateTime({
  value,
  emptyText,
  utcOffsetMinutes,
}: {
  value: string | null | undefined;
  emptyText?: string;
  utcOffsetMinutes?: number;
}) {
  const { t } = useTranslation();
  const text =
    utcOffsetMinutes === undefined ? formatDateTime(value) : formatDateTime(value, utcOffsetMinutes);
  if (!text || !value) return <span className="text-muted">{emptyText ?? t('states.none')}</span>;
  return (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {text}
    </time>
  );
}
