import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** The part of a TanStack `UseQueryResult` that the states need; any query result fits it. */
export interface QueryStateSource<TData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => unknown;
}

/**
 * What a failed refetch shows while older data is still at hand:
 * - `data`: the data alone, the error stays silent (lists keep working while the server hiccups);
 * - `error`: the error alone, the data is hidden;
 * - `both`: the error above the data.
 */
export type StaleErrorMode = 'data' | 'error' | 'both';

type EmptyOptions<TData> =
  | {
      /** Whether the data has nothing to list; then `empty` is shown instead of the children. */
      isEmpty: (data: NonNullable<TData>) => boolean;
      empty: ComponentProps<typeof EmptyState>;
    }
  | { isEmpty?: undefined; empty?: undefined };

export type QueryStatesProps<TData> = EmptyOptions<TData> & {
  query: QueryStateSource<TData>;
  /** Placeholder rows while the first page loads. */
  loadingRows?: number;
  /** Defaults to `data`. */
  staleError?: StaleErrorMode;
  /** The content, rendered only when there is data and it is not empty. */
  children: (data: NonNullable<TData>) => ReactNode;
};

/**
 * The loading / error with retry / empty / content switch over one query, in that order.
 * Renders siblings (no wrapper), so it can stand where the states were written out by hand.
 */
export function QueryStates<TData>({
  query,
  isEmpty,
  empty,
  loadingRows,
  staleError = 'data',
  children,
}: QueryStatesProps<TData>) {
  const data = query.data ?? null;
  const showError = query.isError && (data === null || staleError !== 'data');
  const shown = query.isError && staleError === 'error' ? null : data;
  const nothingToList = shown !== null && isEmpty?.(shown) === true;
  return (
    <>
      {query.isPending ? <LoadingState rows={loadingRows} /> : null}
      {showError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {nothingToList && empty ? <EmptyState {...empty} /> : null}
      {shown !== null && !nothingToList ? children(shown) : null}
    </>
  );
}
