import { InfoIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';

/** An address under /agentHome that is no page of the agent centre. */
export default function AgentNotFoundPage() {
  const { t } = useTranslation('agent');
  return (
    <div data-testid="agent-not-found">
      <EmptyState
        icon={<InfoIcon className="size-6" />}
        title={t('agentCentre.notFoundTitle')}
        body={t('agentCentre.notFoundBody')}
        action={
          <Link to="/agentHome" className={buttonStyles.primary}>
            {t('agentCentre.backToOverview')}
          </Link>
        }
      />
    </div>
  );
}
