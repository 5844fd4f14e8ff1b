import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import { can } from '../../../lib/permissions';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useCurrentStaff } from '../../session/api/get-current-staff';
import { AmlFlags } from './aml-flags';
import { AmlRulesEditor } from './aml-rules-editor';
import { WithdrawalHolds } from './withdrawal-holds';

/** /compliance/aml: open flags to decide, held withdrawals to release, and the rules (four eyes). */
export function AmlReview() {
  const { t } = useTranslation('compliance');
  const role = useCurrentStaff().data?.staff.role;
  const money = useBrandMoney();
  if (!money) return <LoadingState />;
  return (
    <div className="flex flex-col gap-8" data-testid="aml-review">
      <p className="text-sm text-muted">{t('aml.intro')}</p>
      <WithdrawalHolds money={money} canRelease={can(role, 'reviewAml')} />
      <AmlFlags money={money} canDecide={can(role, 'reviewAml')} />
      <AmlRulesEditor money={money} canPropose={can(role, 'configureCompliance')} />
    </div>
  );
}
