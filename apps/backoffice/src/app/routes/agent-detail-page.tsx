import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { AgentDetail } from '../../features/agents/components/agent-detail';
import { isMemberId } from '../../features/agents/lib/agent-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentDetailPage() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const role = useCurrentStaff().data?.staff.role;
  const offersContracts = can(role, 'writeAgentContracts');
  return (
    <Page id="agent-detail" title={t('agents.detail.title')}>
      <Link to="/agents" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('agents.detail.back')}
      </Link>
      <RequirePermission permission="readAgents">
        {isMemberId(memberId) ? (
          <AgentDetail
            key={memberId}
            memberId={memberId}
            permissions={{
              writeAgents: can(role, 'writeAgents'),
              readContracts: can(role, 'readAgentContracts'),
              readAudit: can(role, 'readAudit'),
            }}
            // The house offers contracts to the tops of chains only (an agent whose upline is no agent).
            contractsAction={(detail) =>
              offersContracts &&
              detail.isAgent &&
              detail.uplines.every((upline) => ![1, 2, 41, 42].includes(upline.type)) ? (
                <Link
                  to={`/agent-contracts/offer?holder=${detail.memberId}`}
                  data-testid="agent-offer-contract"
                  className={`${buttonStyles.primary} self-start`}
                >
                  {t('agents.detail.offerContract')}
                </Link>
              ) : null
            }
          />
        ) : (
          <p className="text-muted">{t('agents.detail.badId')}</p>
        )}
      </RequirePermission>
    </Page>
  );
}
