import { PlusIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useUrlFilter } from '../../../lib/use-url-filter';
import { useAdjustmentSettings } from '../api/adjustment-settings';
import { adjustmentFilterParams, parseAdjustmentFilter } from '../lib/adjustment-filter';
import { AdjustmentList } from './adjustment-list';
import { AdjustmentSettingsPanel } from './adjustment-settings-panel';
import { CreateAdjustmentDialog } from './create-adjustment-dialog';

/**
 * Manual adjustments: the approval threshold, a new request (opened with `?new=<account>` from a
 * member's wallet), and the list with the decisions this staff member may take.
 */
export function AdjustmentsScreen({
  staffId,
  canApprove,
  canConfigure,
}: {
  staffId: string;
  canApprove: boolean;
  canConfigure: boolean;
}) {
  const { t } = useTranslation();
  const [filter, update] = useUrlFilter(parseAdjustmentFilter, adjustmentFilterParams);
  const [params, setParams] = useSearchParams();
  const settings = useAdjustmentSettings();
  const creatingFor = params.get('new');
  const withoutNew = (next: URLSearchParams) => {
    next.delete('new');
    return next;
  };
  const openCreate = (account: string) => {
    const next = new URLSearchParams(params);
    next.set('new', account.slice(0, 64));
    setParams(next);
  };
  if (settings.isPending) return <LoadingState />;
  if (!settings.data) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <AdjustmentSettingsPanel settings={settings.data} canConfigure={canConfigure} />
        </div>
        <button
          type="button"
          data-testid="adjustment-new"
          className={buttonStyles.primary}
          onClick={() => openCreate('')}
        >
          <PlusIcon className="size-4" />
          {t('adjustments.new')}
        </button>
      </div>
      <AdjustmentList filter={filter} onFilter={update} rights={{ staffId, canApprove }} />
      {creatingFor !== null ? (
        <CreateAdjustmentDialog
          initialAccount={creatingFor}
          brand={settings.data.brand}
          thresholdMinor={settings.data.approvalThresholdMinor}
          // Closing replaces the entry, so Back leads where staff came from, not into the dialog again.
          onClose={() => setParams(withoutNew(new URLSearchParams(params)), { replace: true })}
        />
      ) : null}
    </div>
  );
}
