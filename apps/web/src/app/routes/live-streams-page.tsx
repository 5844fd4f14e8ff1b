import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LiveStreamsView } from '../../features/live-streams/components/live-streams-view';
import { Page } from '../components/page';

/** Live streams (spec §1, §2): the streams showing now; ?stream=<id> picks the one that plays. */
export default function LiveStreamsPage() {
  const { t } = useTranslation('streams');
  const [search, setSearch] = useSearchParams();
  return (
    <Page id="live-streams" title={t('title')}>
      <h1 className="text-xl font-bold">{t('title')}</h1>
      <LiveStreamsView
        selectedId={search.get('stream')}
        onSelect={(id) => setSearch({ stream: id }, { replace: true })}
      />
    </Page>
  );
}
