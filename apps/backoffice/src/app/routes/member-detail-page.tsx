import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberCompliancePanel } from '../../features/compliance/components/member-compliance-panel';
import { MemberPointsPanel } from '../../features/loyalty/components/points/member-points-panel';
import { MemberVipPanel } from '../../features/loyalty/components/vip/member-vip-panel';
import { MemberRiskPanel } from '../../features/member-risk/components/member-risk-panel';
import { MemberDetail } from '../../features/members/components/member-detail';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { MemberWallet } from '../../features/wallet/components/member-wallet';
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
      {can(role, 'readMemberRisk') && /^\d{1,18}$/.test(memberId) ? (
        <div className="mt-4">
          <MemberRiskPanel
            memberId={memberId}
            canWriteNotes={can(role, 'writeMemberNotes')}
            canFlag={can(role, 'flagMembers')}
          />
        </div>
      ) : null}
      {can(role, 'readCompliance') && /^\d{1,18}$/.test(memberId) ? (
        <div className="mt-4">
          <MemberCompliancePanel
            memberId={memberId}
            canRecord={can(role, 'recordInteractions')}
            canExclude={can(role, 'manageExclusions')}
          />
        </div>
      ) : null}
      {can(role, 'readCashier') && /^\d{1,18}$/.test(memberId) ? (
        <div className="mt-4">
          <MemberWallet memberId={memberId} canAdjust={can(role, 'requestAdjustments')} />
        </div>
      ) : null}
      {/* Loyalty (issue 17): the member's points and VIP level. */}
      {can(role, 'readLoyalty') && /^[1-9]\d{0,17}$/.test(memberId) ? (
        <div className="mt-4 flex flex-col gap-4">
          <MemberPointsPanel memberId={memberId} canAdjust={can(role, 'adjustPoints')} />
          <MemberVipPanel memberId={memberId} canSet={can(role, 'writeLoyalty')} />
        </div>
      ) : null}
    </div>
  );
}
