import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

/** What ReportStates reads of a react-query result. */
export interface ReportQuery<Data> {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The body of a member report under its filters: the range's problem (nothing is asked for then), the
 * failure with a retry, the placeholder of the first load, or the data, dimmed and marked busy while
 * the next filter's answer loads.
 */
export function ReportStates<Data>({
  query,
  rangeProblem,
  testIdPrefix,
  placeholder,
  gapClass = 'gap-3',
  children,
}: {
  query: ReportQuery<Data>;
  /** Translated; shown as `<prefix>-range-error`. */
  rangeProblem: string | null;
  testIdPrefix: string;
  /** Shown while the first answer loads. */
  placeholder: ReactNode;
  gapClass?: string;
  children: (data: Data) => ReactNode;
}) {
  const { data } = query;
  if (rangeProblem) {
    return (
      <p role="alert" data-testid={`${testIdPrefix}-range-error`} className="text-sm text-danger">
        {rangeProblem}
      </p>
    );
  }
  if (query.isError && !data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return placeholder;
  return (
    <div
      aria-busy={query.isFetching}
      className={`flex flex-col ${gapClass} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {children(data)}
    </div>
  );
}

/** The first load of a list: a few grey lines where its rows will be. */
export function ListSkeleton({ testId }: { testId: string }) {
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-14" />
      ))}
    </div>
  );
}
