import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the address bar, so a reload, a shared link or Back shows the same list.
 * `update` merges a change into the filter and writes the whole filter back.
 */
export function useUrlFilter<TFilter>(
  parse: (params: URLSearchParams) => TFilter,
  write: (filter: TFilter) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  // Parsed once per address change, so forms see a changed filter only when the address changed.
  const filter = useMemo(() => parse(params), [parse, params]);
  const update = (next: Partial<TFilter>) => setParams(write({ ...filter, ...next }));
  return [filter, update] as const;
}
