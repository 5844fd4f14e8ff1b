import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { SettlementWindows } from '../../features/agent-contracts/components/settlement-windows';
import {
  parseWindowFilter,
  type WindowFilter,
  windowFilterParams,
} from '../../features/agent-contracts/lib/window-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentSettlementWindowsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parseWindowFilter(params);
  const onFilter = (next: Partial<WindowFilter>) => {
    if (filter) setParams(windowFilterParams({ ...filter, ...next }));
  };
  return (
    <Page id="agent-settlement-windows" title={t('agents.contracts.windows.title')}>
      <Link to="/agent-settlements" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('agents.contracts.windows.back')}
      </Link>
      <RequirePermission permission="readAgentContracts">
        {filter ? (
          <SettlementWindows filter={filter} onFilter={onFilter} />
        ) : (
          <p className="text-muted">{t('agents.contracts.windows.badRun')}</p>
        )}
      </RequirePermission>
    </Page>
  );
}
