import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { RoundDetail } from '../../features/rounds/components/round-detail';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RoundDetailPage() {
  const { t } = useTranslation();
  const { roundId = '' } = useParams();
  return (
    <Page id="round-detail" title={t('rounds.detail.title')}>
      <Link to="/rounds" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('rounds.detail.back')}
      </Link>
      <RequirePermission permission="readRounds">
        <RoundDetail key={roundId} id={roundId} />
      </RequirePermission>
    </Page>
  );
}
