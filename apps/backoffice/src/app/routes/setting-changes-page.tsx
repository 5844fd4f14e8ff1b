import { useTranslation } from 'react-i18next';
import { SettingChangesScreen } from '../../features/setting-changes/components/setting-changes-screen';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function SettingChangesPage() {
  const { t } = useTranslation();
  return (
    <Page
      id="setting-changes"
      title={t('settingChanges.title')}
      description={t('settingChanges.description')}
    >
      <RequirePermission permission="reviewSettingChanges">
        <SettingChangesScreen />
      </RequirePermission>
    </Page>
  );
}
