import { useTranslation } from 'react-i18next';
import { StreamManager } from '../../features/streams/components/stream-manager';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function StreamsPage() {
  const { t } = useTranslation();
  return (
    <Page id="streams" title={t('streams.title')} description={t('streams.description')}>
      <RequirePermission permission="manageStreams">
        <StreamManager />
      </RequirePermission>
    </Page>
  );
}
