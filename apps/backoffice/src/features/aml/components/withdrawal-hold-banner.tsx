import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { useWithdrawalHolds } from '../api/aml';
import { ReleaseHoldDialog } from './withdrawal-holds';

/**
 * On a withdrawal's detail page: the AML hold in force, if any (approval answers withdrawal_on_hold until
 * it is released). Nothing is shown while loading or when the withdrawal is not held.
 */
export function WithdrawalHoldBanner({
  withdrawalId,
  canRelease,
}: {
  withdrawalId: string;
  canRelease: boolean;
}) {
  const { t } = useTranslation('compliance');
  const holds = useWithdrawalHolds({ page: 1, withdrawalId });
  const [releasing, setReleasing] = useState(false);
  const hold = holds.data?.holds[0];
  if (!hold) return null;
  return (
    <div
      role="status"
      data-testid="withdrawal-hold-banner"
      className="flex flex-col gap-2 rounded-lg border border-warning/50 bg-warning-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <p className="font-bold">{t('aml.banner.title')}</p>
        <p className="text-sm">{t('aml.banner.body', { rule: hold.reason })}</p>
      </div>
      {canRelease ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          data-testid="withdrawal-hold-release"
          onClick={() => setReleasing(true)}
        >
          {t('aml.banner.release')}
        </button>
      ) : null}
      {releasing ? <ReleaseHoldDialog hold={hold} onClose={() => setReleasing(false)} /> : null}
    </div>
  );
}
