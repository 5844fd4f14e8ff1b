import { PlusIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { ContractList } from '../../features/agent-contracts/components/contract-list';
import {
  contractFilterParams,
  parseContractFilter,
} from '../../features/agent-contracts/lib/contract-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentContractsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseContractFilter, contractFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="agent-contracts"
      title={t('agents.contracts.title')}
      description={t('agents.contracts.description')}
    >
      <RequirePermission permission="readAgentContracts">
        {can(role, 'writeAgentContracts') ? (
          <Link
            to="/agent-contracts/offer"
            data-testid="contract-new-offer"
            className={`${buttonStyles.primary} self-start`}
          >
            <PlusIcon className="size-4" />
            {t('agents.contracts.offer.open')}
          </Link>
        ) : null}
        <ContractList filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
