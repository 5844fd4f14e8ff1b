import { useTranslation } from 'react-i18next';
import { LanguagesPanel } from '../../features/languages/components/languages-panel';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function LanguagesPage() {
  const { t } = useTranslation();
  return (
    <Page id="languages" title={t('languages.title')} description={t('languages.description')}>
      <RequirePermission permission="configureLanguages">
        <LanguagesPanel />
      </RequirePermission>
    </Page>
  );
}
