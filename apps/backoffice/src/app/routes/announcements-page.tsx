import { useTranslation } from 'react-i18next';
import { AnnouncementManager } from '../../features/content/components/announcement-manager';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <Page id="announcements" title={t('announcements.title')} description={t('announcements.description')}>
      <RequirePermission permission="manageContent">
        <AnnouncementManager />
      </RequirePermission>
    </Page>
  );
}
