import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { WithdrawalHoldBanner } from '../../features/aml/components/withdrawal-hold-banner';
import { MemberRiskPanel } from '../../features/member-risk/components/member-risk-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { WithdrawalDetail } from '../../features/withdrawals/components/withdrawal-detail';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function WithdrawalDetailPage() {
  const { t } = useTranslation();
  const { withdrawalId = '' } = useParams();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="withdrawal-detail" title={t('withdrawals.detail.title')}>
      <Link to="/withdrawals" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('withdrawals.detail.back')}
      </Link>
      <RequirePermission permission="readCashier">
        {can(role, 'readCompliance') ? (
          <WithdrawalHoldBanner withdrawalId={withdrawalId} canRelease={can(role, 'reviewAml')} />
        ) : null}
        <WithdrawalDetail
          key={withdrawalId}
          id={withdrawalId}
          canDecide={can(role, 'decideCashier')}
          memberPanel={
            can(role, 'readMemberRisk')
              ? (memberId) => (
                  <MemberRiskPanel
                    memberId={memberId}
                    canWriteNotes={can(role, 'writeMemberNotes')}
                    canFlag={can(role, 'flagMembers')}
                  />
                )
              : undefined
          }
        />
      </RequirePermission>
    </Page>
  );
}
