import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LotteryFairnessView } from '../../features/lottery/components/lottery-fairness-view';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { Page } from '../components/page';

/** /lotteryFairness?drawId=: any draw checked in the browser, open to everyone. */
export default function LotteryFairnessPage() {
  const { t } = useTranslation('lottery');
  const [searchParams, setSearchParams] = useSearchParams();
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  return (
    <Page id="lottery-fairness" title={t('fairness.title')}>
      <LotteryFairnessView
        drawId={searchParams.get('drawId')}
        onDrawId={(drawId) => setSearchParams({ drawId })}
        gmtOffsetMinutes={gmtOffsetMinutes}
      />
    </Page>
  );
}
