import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { HouseOfferForm } from '../../features/agent-contracts/components/house-offer-form';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentContractOfferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const holder = params.get('holder') ?? '';
  return (
    <Page
      id="agent-contract-offer"
      title={t('agents.contracts.offer.title')}
      description={t('agents.contracts.offer.description')}
    >
      <Link to="/agent-contracts" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('agents.contracts.detail.back')}
      </Link>
      <RequirePermission permission="writeAgentContracts">
        <HouseOfferForm initialHolder={/^\d{1,18}$/.test(holder) ? holder : ''} />
      </RequirePermission>
    </Page>
  );
}
