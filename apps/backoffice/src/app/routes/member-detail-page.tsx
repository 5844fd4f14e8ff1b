import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberDetail } from '../../features/members/components/member-detail';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { RequirePermission } from '../components/require-permission';

export default function MemberDetailPage() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const role = useCurrentStaff().data?.staff.role;
  useEffect(() => {
    document.title = `${t('members.detail.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <div data-page="member-detail">
      <RequirePermission permission="searchMembers">
        <MemberDetail
          memberId={memberId}
          permissions={{
            lock: can(role, 'lockMembers'),
            resetPassword: can(role, 'resetMemberPasswords'),
            endSessions: can(role, 'endMemberSessions'),
          }}
        />
      </RequirePermission>
    </div>
  );
}
