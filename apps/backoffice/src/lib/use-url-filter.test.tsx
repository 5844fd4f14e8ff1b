import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPaging, readText, writeFilterParams } from './url-filter';
import { useUrlFilter } from './use-url-filter';

const address = vi.hoisted(() => ({ params: new URLSearchParams(), setParams: vi.fn() }));

vi.mock('react-router', () => ({ useSearchParams: () => [address.params, address.setParams] }));

interface Filter {
  member: string;
  page: number;
  pageSize: number;
}

const parse = (params: URLSearchParams): Filter => ({
  member: readText(params, 'member', 64),
  ...readPaging(params),
});
const write = (filter: Filter) => writeFilterParams({ member: filter.member }, filter);

/** Renders a component using the hook once and hands back what the hook returned. */
function useOnce() {
  let result: ReturnType<typeof useUrlFilter<Filter>> | null = null;
  function Probe() {
    result = useUrlFilter(parse, write);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  if (!result) throw new Error('not rendered');
  return result as ReturnType<typeof useUrlFilter<Filter>>;
}

beforeEach(() => {
  address.setParams.mockReset();
});

describe('useUrlFilter', () => {
  it('reads the filter from the address bar', () => {
    address.params = new URLSearchParams('member=%20alice&page=3');
    expect(useOnce()[0]).toEqual({ member: 'alice', page: 3, pageSize: 20 });
  });

  it('writes the whole filter back with the change merged in', () => {
    address.params = new URLSearchParams('member=alice&page=3');
    const [, update] = useOnce();
    update({ page: 1, pageSize: 50 });
    expect(address.setParams).toHaveBeenCalledOnce();
    expect(String(address.setParams.mock.calls[0]?.[0])).toBe('member=alice&pageSize=50');
  });
});
