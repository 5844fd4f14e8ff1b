import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { ContractDetail } from '../../features/agent-contracts/components/contract-detail';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentContractDetailPage() {
  const { t } = useTranslation();
  const { contractId = '' } = useParams();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="agent-contract-detail" title={t('agents.contracts.detail.title')}>
      <Link to="/agent-contracts" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('agents.contracts.detail.back')}
      </Link>
      <RequirePermission permission="readAgentContracts">
        {/^\d{1,18}$/.test(contractId) ? (
          <ContractDetail key={contractId} id={contractId} canTerminate={can(role, 'writeAgentContracts')} />
        ) : (
          <p className="text-muted">{t('agents.contracts.detail.badId')}</p>
        )}
      </RequirePermission>
    </Page>
  );
}
