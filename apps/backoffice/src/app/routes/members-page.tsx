import { useTranslation } from 'react-i18next';
import { MemberSearch } from '../../features/members/components/member-search';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function MembersPage() {
  const { t } = useTranslation();
  return (
    <Page id="members" title={t('members.title')} description={t('members.description')}>
      <RequirePermission permission="searchMembers">
        <MemberSearch />
      </RequirePermission>
    </Page>
  );
}
