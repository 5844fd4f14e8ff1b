import { ChevronDownIcon, ChevronRightIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { Skeleton } from '../../../components/skeleton';
import { useTreeChildren, useTreePath } from '../api/agent-tree';
import { useAgentList } from '../api/agents';
import type { AdminAgentTreeNode } from '../lib/agent-types';
import type { TreeView } from '../lib/tree-view';
import { AgentTypeBadge } from './agent-type-badge';

/** Children per page of an opened node: small, so a node with thousands of members opens at once. */
const childPageSize = 20;

type OnView = (next: Partial<TreeView>) => void;

function NodeRow({
  node,
  open,
  onToggle,
  onFocus,
}: {
  node: AdminAgentTreeNode;
  open: boolean;
  onToggle?: () => void;
  onFocus: OnView;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md px-1 py-1 hover:bg-surface-2">
      {onToggle && node.directCount > 0 ? (
        <button
          type="button"
          data-testid="tree-toggle"
          aria-expanded={open}
          aria-label={t(open ? 'agents.tree.collapse' : 'agents.tree.expand', { account: node.account })}
          className={`${buttonStyles.icon} size-8`}
          onClick={onToggle}
        >
          {open ? <ChevronDownIcon className="size-4" /> : <ChevronRightIcon className="size-4" />}
        </button>
      ) : (
        <span className="inline-block size-8" aria-hidden="true" />
      )}
      <Link
        to={`/agents/${node.memberId}`}
        data-testid="tree-node-link"
        className="font-semibold break-all text-accent-text underline-offset-2 hover:underline"
      >
        {node.account}
      </Link>
      <AgentTypeBadge type={node.type} />
      <span className="text-xs text-muted tabular-nums">
        {t('agents.tree.counts', { direct: node.directCount, team: node.teamSize })}
      </span>
      {/* The focused member (no toggle: always open) needs no way to open the tree on itself. */}
      {onToggle && node.directCount > 0 ? (
        <button
          type="button"
          data-testid="tree-focus"
          className={`${buttonStyles.ghost} h-8 px-2 text-xs`}
          onClick={() => onFocus({ member: node.memberId, page: 1 })}
        >
          {t('agents.tree.focus')}
        </button>
      ) : null}
    </div>
  );
}

/** A node that opens on demand: its children are asked for only when it is opened, a page at a time. */
function TreeNode({
  node,
  agentsOnly,
  onFocus,
}: {
  node: AdminAgentTreeNode;
  agentsOnly: boolean;
  onFocus: OnView;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="tree-node" data-member-id={node.memberId}>
      <NodeRow node={node} open={open} onToggle={() => setOpen(!open)} onFocus={onFocus} />
      {open ? <Children memberId={node.memberId} agentsOnly={agentsOnly} onFocus={onFocus} /> : null}
    </li>
  );
}

function Children({
  memberId,
  agentsOnly,
  onFocus,
  page: controlledPage,
  onPage,
}: {
  memberId: string;
  agentsOnly: boolean;
  onFocus: OnView;
  /** The focused node keeps its page in the address; nested nodes keep theirs here. */
  page?: number;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const children = useTreeChildren(memberId, { page, pageSize: childPageSize, agentsOnly });
  return (
    <div className="ms-4 border-s border-border ps-2">
      <QueryStates
        query={children}
        loadingRows={2}
        isEmpty={(data) => data.children.length === 0}
        empty={{ title: t('agents.tree.noChildren') }}
      >
        {(data) => (
          <section
            aria-label={t('agents.tree.childrenOf', { account: data.parent.account })}
            aria-busy={children.isFetching}
          >
            <ul data-testid="tree-children" className="flex flex-col">
              {data.children.map((child) => (
                <TreeNode key={child.memberId} node={child} agentsOnly={agentsOnly} onFocus={onFocus} />
              ))}
            </ul>
            {data.pageInfo.total > data.pageInfo.pageSize ? (
              <Pager
                pageInfo={data.pageInfo}
                disabled={children.isFetching}
                onChange={(change) => (onPage ?? setOwnPage)(change.page)}
              />
            ) : null}
          </section>
        )}
      </QueryStates>
    </div>
  );
}

/** From the top of the chain down to the focused member; each step opens the tree there. */
function Breadcrumb({ memberId, onFocus }: { memberId: string; onFocus: OnView }) {
  const { t } = useTranslation();
  const path = useTreePath(memberId);
  const step = 'text-accent-text underline-offset-2 hover:underline';
  return (
    <nav aria-label={t('agents.tree.pathLabel')} data-testid="tree-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <button type="button" className={step} onClick={() => onFocus({ member: '', page: 1 })}>
            {t('agents.tree.tops')}
          </button>
        </li>
        {path.isError ? (
          <li>
            <ErrorState error={path.error} compact onRetry={() => void path.refetch()} />
          </li>
        ) : null}
        {path.isPending ? (
          <li>
            <Skeleton className="h-5 w-40" />
          </li>
        ) : null}
        {path.data?.path.map((node, index, all) => (
          <li key={node.memberId} className="flex items-center gap-1">
            <ChevronRightIcon className="size-3 text-muted" aria-hidden="true" />
            {index === all.length - 1 ? (
              <span aria-current="page" data-testid="tree-breadcrumb-current" className="font-semibold">
                {node.account}
              </span>
            ) : (
              <button
                type="button"
                className={step}
                onClick={() => onFocus({ member: node.memberId, page: 1 })}
              >
                {node.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The tree opened on one member: the breadcrumb to the top, the member, its downline page by page. */
function FocusedTree({ view, onView }: { view: TreeView; onView: OnView }) {
  const path = useTreePath(view.member);
  const node = path.data?.path.at(-1);
  return (
    <div className="flex flex-col gap-3">
      <Breadcrumb memberId={view.member} onFocus={onView} />
      {path.isError && !path.data ? null : !node ? (
        <LoadingState rows={2} />
      ) : (
        <ul data-testid="agent-tree" className="flex flex-col rounded-lg border border-border bg-surface p-2">
          <li data-testid="tree-node" data-member-id={node.memberId}>
            <NodeRow node={node} open onFocus={onView} />
            <Children
              memberId={node.memberId}
              agentsOnly={view.agentsOnly}
              onFocus={onView}
              page={view.page}
              onPage={(page) => onView({ page })}
            />
          </li>
        </ul>
      )}
    </div>
  );
}

/** The tops of every chain (agents whose upline is no agent), each opening downwards. */
function Tops({ view, onView }: { view: TreeView; onView: OnView }) {
  const { t } = useTranslation();
  const tops = useAgentList({ query: '', type: '', topOnly: true, page: view.page, pageSize: view.pageSize });
  return (
    <div className="flex flex-col gap-3">
      <TopsBreadcrumb />
      <QueryStates
        query={tops}
        isEmpty={(data) => data.agents.length === 0}
        empty={{ title: t('agents.tree.emptyTitle'), body: t('agents.tree.emptyBody') }}
      >
        {(data) => (
          <section aria-label={t('agents.tree.topsLabel')} aria-busy={tops.isFetching}>
            <ul
              data-testid="agent-tree"
              className="flex flex-col rounded-lg border border-border bg-surface p-2"
            >
              {data.agents.map((agent) => (
                <TreeNode key={agent.memberId} node={agent} agentsOnly={view.agentsOnly} onFocus={onView} />
              ))}
            </ul>
            <Pager pageInfo={data.pageInfo} disabled={tops.isFetching} onChange={onView} />
          </section>
        )}
      </QueryStates>
    </div>
  );
}

/** The breadcrumb where the tree shows the tops of the chains: nothing above them. */
function TopsBreadcrumb() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agents.tree.pathLabel')} data-testid="tree-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li aria-current="page" className="font-semibold">
          {t('agents.tree.tops')}
        </li>
      </ol>
    </nav>
  );
}

/** The upline tree: the tops of the chains, or one member with the path above it and its downline. */
export function AgentTree({ view, onView }: { view: TreeView; onView: OnView }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 self-start">
        <input
          type="checkbox"
          data-testid="tree-agents-only"
          checked={view.agentsOnly}
          onChange={(event) => onView({ agentsOnly: event.target.checked, page: 1 })}
        />
        <span className="font-semibold">{t('agents.tree.agentsOnly')}</span>
      </label>
      {view.member ? (
        <FocusedTree key={view.member} view={view} onView={onView} />
      ) : (
        <Tops view={view} onView={onView} />
      )}
    </div>
  );
}
