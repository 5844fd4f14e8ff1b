import { describe, expect, it } from 'vitest';
import { parseTreeView, treeViewParams } from './tree-view';

describe('tree view in the address', () => {
  it('focuses a member id only, and round-trips without defaults', () => {
    expect(parseTreeView(new URLSearchParams('member=42&agentsOnly=true&page=2'))).toEqual({
      member: '42',
      agentsOnly: true,
      page: 2,
      pageSize: 20,
    });
    const nonsense = parseTreeView(new URLSearchParams('member=..%2F1&agentsOnly=1'));
    expect(nonsense.member).toBe('');
    expect(nonsense.agentsOnly).toBe(false);
    expect(treeViewParams(nonsense).toString()).toBe('');
  });
});
