import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageInfo } from '../lib/paging';
import { englishReady, renderInEnglish } from '../lib/testing/render-in-english';
import { PagedSection } from './paged-section';
import { type PageChange, Pager } from './pager';

beforeAll(() => englishReady);

const render = renderInEnglish;

type Props = { 'data-testid'?: string; children?: unknown; [name: string]: unknown };

/**
 * Pager's own element tree, with its handlers. It is called inside a rendering component so its hooks
 * run there; no DOM is needed to press its controls.
 */
function pagerTree(pageInfo: PageInfo, onChange: (change: PageChange) => void, disabled = false) {
  let tree: ReactElement | null = null;
  function Probe() {
    tree = Pager({ pageInfo, onChange, disabled }) as ReactElement;
    return null;
  }
  render(<Probe />);
  return tree as unknown as ReactElement<Props>;
}

function byTestId(node: unknown, testId: string): Props | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = byTestId(child, testId);
      if (found) return found;
    }
    return null;
  }
  const props = (node as { props?: Props }).props;
  if (!props) return null;
  if (props['data-testid'] === testId) return props;
  return byTestId(props.children, testId);
}

function control(tree: ReactElement<Props>, testId: string): Props {
  const props = byTestId(tree, testId);
  if (!props) throw new Error(`no ${testId}`);
  return props;
}

const middle: PageInfo = { page: 3, pageSize: 20, total: 95 };

describe('Pager', () => {
  it('goes back to the first page when the page size changes', () => {
    const onChange = vi.fn();
    const select = control(pagerTree(middle, onChange), 'page-size');
    (select.onChange as (event: { target: { value: string } }) => void)({ target: { value: '50' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 1, pageSize: 50 });
  });

  it('moves one page back or forward, keeping the page size', () => {
    const onChange = vi.fn();
    const tree = pagerTree(middle, onChange);
    (control(tree, 'pager-prev').onClick as () => void)();
    (control(tree, 'pager-next').onClick as () => void)();
    expect(onChange.mock.calls).toEqual([[{ page: 2 }], [{ page: 4 }]]);
  });

  it('cannot go before the first page or past the last', () => {
    const first = pagerTree({ page: 1, pageSize: 20, total: 95 }, vi.fn());
    expect(control(first, 'pager-prev').disabled).toBe(true);
    expect(control(first, 'pager-next').disabled).toBe(false);
    const last = pagerTree({ page: 5, pageSize: 20, total: 95 }, vi.fn());
    expect(control(last, 'pager-next').disabled).toBe(true);
  });

  it('says which rows are shown', () => {
    expect(render(<Pager pageInfo={middle} onChange={vi.fn()} />)).toContain('41–60');
  });
});

describe('PagedSection', () => {
  it('marks the results busy and holds the pager while the next page loads', () => {
    const markup = render(
      <PagedSection label="Results" busy pageInfo={middle} onPageChange={vi.fn()}>
        <p data-testid="rows" />
      </PagedSection>,
    );
    expect(markup).toMatch(/^<section aria-label="Results" aria-busy="true">/);
    expect(markup.indexOf('data-testid="rows"')).toBeLessThan(markup.indexOf('data-testid="pager"'));
    expect(markup.match(/disabled=""/g)).toHaveLength(3);
  });

  it('leaves the pager usable once the page is there', () => {
    const markup = render(
      <PagedSection label="Results" busy={false} pageInfo={middle} onPageChange={vi.fn()}>
        {null}
      </PagedSection>,
    );
    expect(markup).toContain('aria-busy="false"');
    expect(markup).not.toContain('disabled=""');
  });
});
