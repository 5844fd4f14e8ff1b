import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en/common.json';
import { englishReady, renderInEnglish } from '../lib/testing/render-in-english';
import { type QueryStateSource, QueryStates, type StaleErrorMode } from './query-states';

beforeAll(() => englishReady);

interface Page {
  rows: string[];
}

function query(state: Partial<QueryStateSource<Page>>): QueryStateSource<Page> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

const pending = query({ isPending: true });
const failed = query({ isError: true, error: new Error('offline') });
const empty = query({ data: { rows: [] } });
const full = query({ data: { rows: ['a', 'b'] } });
const failedWithData = query({ isError: true, error: new Error('offline'), data: { rows: ['a'] } });

const render = renderInEnglish;

function list(source: QueryStateSource<Page>, staleError?: StaleErrorMode): string {
  return render(
    <QueryStates
      query={source}
      staleError={staleError}
      isEmpty={(data) => data.rows.length === 0}
      empty={{ title: 'Nothing here', body: 'Try another filter' }}
    >
      {(data) => <ul data-testid="content">{data.rows.join(',')}</ul>}
    </QueryStates>,
  );
}

/** The test ids in the order they appear in the markup. */
function shown(markup: string): string[] {
  return [...markup.matchAll(/data-testid="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('QueryStates', () => {
  it('shows only the loading placeholder, with its rows, while the first page loads', () => {
    expect(shown(list(pending))).toEqual(['loading-state']);
    const markup = render(
      <QueryStates query={pending} loadingRows={2}>
        {() => null}
      </QueryStates>,
    );
    expect(markup.match(/aria-hidden="true"/g)).toHaveLength(2);
    expect(markup).toContain('role="status"');
  });

  it('shows only the error with a retry button when there is no data', () => {
    const markup = list(failed);
    expect(shown(markup)).toEqual(['error-state']);
    expect(markup).toContain('role="alert"');
    expect(markup).toContain(en.actions.retry);
  });

  it('shows the empty state with its texts and never calls the children for an empty page', () => {
    const children = vi.fn(() => null);
    const markup = render(
      <QueryStates query={empty} isEmpty={(data) => data.rows.length === 0} empty={{ title: 'Nothing here' }}>
        {children}
      </QueryStates>,
    );
    expect(shown(markup)).toEqual(['empty-state']);
    expect(markup).toContain('Nothing here');
    expect(children).not.toHaveBeenCalled();
    expect(list(empty)).toContain('Try another filter');
  });

  it('shows the content alone when there are rows', () => {
    const markup = list(full);
    expect(shown(markup)).toEqual(['content']);
    expect(markup).toContain('a,b');
  });

  it('shows the content for any data when no emptiness test is given', () => {
    const markup = render(<QueryStates query={empty}>{() => <p data-testid="content" />}</QueryStates>);
    expect(shown(markup)).toEqual(['content']);
  });

  it('keeps the stale data and hides the error of a failed refetch by default', () => {
    expect(shown(list(failedWithData))).toEqual(['content']);
    expect(shown(list(failedWithData, 'data'))).toEqual(['content']);
  });

  it('can show the error instead of the stale data, or above it', () => {
    expect(shown(list(failedWithData, 'error'))).toEqual(['error-state']);
    expect(shown(list(failedWithData, 'both'))).toEqual(['error-state', 'content']);
    expect(shown(list(query({ isError: true, data: { rows: [] } }), 'both'))).toEqual([
      'error-state',
      'empty-state',
    ]);
  });

  it('retries by refetching the query', () => {
    const refetch = vi.fn(() => Promise.resolve());
    const source = query({ isError: true, error: new Error('offline'), refetch });
    // QueryStates calls no hook itself, so its element tree can be read without a DOM.
    const tree = QueryStates({ query: source, children: () => null }) as {
      props: { children: Array<{ props: { onRetry?: () => void } } | null> };
    };
    const error = tree.props.children.find((child) => child?.props.onRetry);
    error?.props.onRetry?.();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
