import { describe, expect, it, vi } from 'vitest';
import { renderStatic, tagOf, testIdsIn } from '../lib/test-render';
import { ListSkeleton, type ReportQuery, ReportStates } from './report-states';

type Page = { rows: string[] };

function query(state: Partial<ReportQuery<Page>>): ReportQuery<Page> {
  return {
    data: undefined,
    isError: false,
    error: null,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...state,
  };
}

function render(source: ReportQuery<Page>, rangeProblem: string | null = null) {
  return renderStatic(
    <ReportStates
      query={source}
      rangeProblem={rangeProblem}
      testIdPrefix="records"
      placeholder={<ListSkeleton testId="records-loading" />}
    >
      {(data) => <ul data-testid="content">{data.rows.join(',')}</ul>}
    </ReportStates>,
  );
}

describe('ReportStates', () => {
  it('shows the range problem alone, even with data on screen', () => {
    const markup = render(query({ data: { rows: ['a'] } }), 'The start is after the end');
    expect(testIdsIn(markup)).toEqual(['records-range-error']);
    expect(tagOf(markup, 'records-range-error')).toContain('role="alert"');
    expect(markup).toContain('The start is after the end');
  });

  it('shows the failure with a retry that refetches when there is no data', () => {
    const refetch = vi.fn();
    const source = query({ isError: true, error: new Error('offline'), refetch });
    expect(testIdsIn(render(source))).toEqual(['error-state']);
    const element = ReportStates({
      query: source,
      rangeProblem: null,
      testIdPrefix: 'records',
      placeholder: null,
      children: () => null,
    }) as { props: { onRetry: () => void } };
    element.props.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder while the first answer loads', () => {
    const markup = render(query({ isFetching: true }));
    expect(testIdsIn(markup)).toEqual(['records-loading']);
    expect(markup.match(/animate-skeleton/g)).toHaveLength(4);
  });

  it('keeps stale data after a failed refetch, dimmed and busy while the next answer loads', () => {
    const stale = render(
      query({ data: { rows: ['a', 'b'] }, isError: true, isFetching: true, isPlaceholderData: true }),
    );
    expect(testIdsIn(stale)).toEqual(['content']);
    expect(stale).toContain('aria-busy="true"');
    expect(stale).toContain('opacity-60');
    const settled = render(query({ data: { rows: ['a'] } }));
    expect(settled).toContain('aria-busy="false"');
    expect(settled).not.toContain('opacity-60');
  });
});
