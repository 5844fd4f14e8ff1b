import { useTranslation } from 'react-i18next';
import { InhouseLobby } from '../../features/inhouse/components/inhouse-lobby';
import { Page } from '../components/page';

/** /inhouse: the provably fair in-house games. */
export default function InhouseLobbyPage() {
  const { t } = useTranslation('inhouse');
  return (
    <Page id="inhouse" title={t('lobby.title')}>
      <InhouseLobby />
    </Page>
  );
}
