import { useTranslation } from 'react-i18next';
import { AgentTree } from '../../features/agents/components/agent-tree';
import { parseTreeView, treeViewParams } from '../../features/agents/lib/tree-view';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentTreePage() {
  const { t } = useTranslation();
  const [view, onView] = useUrlFilter(parseTreeView, treeViewParams);
  return (
    <Page id="agent-tree" title={t('agents.tree.title')} description={t('agents.tree.description')}>
      <RequirePermission permission="readAgents">
        <AgentTree view={view} onView={onView} />
      </RequirePermission>
    </Page>
  );
}
