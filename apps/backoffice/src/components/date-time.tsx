import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date';

/** A timestamp as yyyy-MM-dd HH:mm:ss in the browser's time zone; "never" / "—" when empty. */
export function DateTime({ value, emptyText }: { value: string | null | undefined; emptyText?: string }) {
  const { t } = useTranslation();
  const text = formatDateTime(value);
  if (!text || !value) return <span className="text-muted">{emptyText ?? t('states.none')}</span>;
  return (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {text}
    </time>
  );
}
