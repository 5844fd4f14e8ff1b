import { RefreshIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useThrottledRefetch } from '../hooks/use-throttled-refetch';

/** Reads the balance again (at most once per second); spins while a read is under way. */
export function RefreshBalanceButton({
  refetch,
  fetching,
  testId,
  className = 'size-8',
}: {
  refetch: () => Promise<unknown>;
  fetching: boolean;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const refresh = useThrottledRefetch(refetch);
  return (
    <button
      type="button"
      data-testid={testId}
      data-fetching={fetching}
      aria-label={t('balance.refresh')}
      aria-busy={fetching}
      onClick={refresh}
      className={`grid shrink-0 place-items-center rounded-full text-muted hover:bg-surface-3 hover:text-text ${className}`}
    >
      {fetching ? <Spinner className="size-4" /> : <RefreshIcon className="size-4.5" />}
    </button>
  );
}
