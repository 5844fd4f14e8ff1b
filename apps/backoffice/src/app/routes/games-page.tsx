import { useTranslation } from 'react-i18next';
import { GameManager } from '../../features/catalogue/components/game-manager';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function GamesPage() {
  const { t } = useTranslation();
  return (
    <Page id="games" title={t('catalogue.games.title')} description={t('catalogue.games.description')}>
      <RequirePermission permission="manageCatalogue">
        <GameManager />
      </RequirePermission>
    </Page>
  );
}
