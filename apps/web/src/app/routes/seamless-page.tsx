import { GamepadIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../components/page';

/** The seamless game page: a launched vendor game will be framed here once games can be launched. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <Page id="seamless" title={t('pages.seamless.title')} className="flex flex-1 flex-col gap-4">
      <h1 className="text-xl font-bold">{t('pages.seamless.title')}</h1>
      <EmptyState
        icon={<GamepadIcon className="size-6" />}
        title={t('pages.seamless.emptyTitle')}
        body={t('pages.seamless.emptyBody')}
      />
    </Page>
  );
}
