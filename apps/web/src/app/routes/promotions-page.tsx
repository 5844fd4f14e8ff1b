import { GiftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../components/page';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page id="promotions" title={t('pages.promotions.title')}>
      <h1 className="text-xl font-bold">{t('pages.promotions.title')}</h1>
      <EmptyState
        icon={<GiftIcon className="size-6" />}
        title={t('pages.promotions.emptyTitle')}
        body={t('pages.promotions.emptyBody')}
      />
    </Page>
  );
}
