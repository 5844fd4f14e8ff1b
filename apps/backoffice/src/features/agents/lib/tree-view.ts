import { readPaging, writeFilterParams } from '../../../lib/url-filter';
import { isMemberId } from './agent-filter';

export interface TreeView {
  /** The member the tree is opened on; '' for the tops of every chain. */
  member: string;
  agentsOnly: boolean;
  page: number;
  pageSize: number;
}

/** The tree's place in the address bar: the focused member, agents only, the page of its downline. */
export function parseTreeView(params: URLSearchParams): TreeView {
  const member = params.get('member') ?? '';
  return {
    member: isMemberId(member) ? member : '',
    agentsOnly: params.get('agentsOnly') === 'true',
    ...readPaging(params),
  };
}

export function treeViewParams(view: TreeView): URLSearchParams {
  return writeFilterParams({ member: view.member, agentsOnly: view.agentsOnly ? 'true' : '' }, view);
}
