import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { useAgentContract } from '../api/get-agent-contract';
import type { ContractBrand } from './contract-page';
import { ContractTermsView } from './contract-terms-view';
import { SettlementWindowTable } from './settlement-window-table';

/** A contract the agent gave: every change (offered, accepted, rejected, terminated) and its newest windows. */
export function ContractHistoryDialog({
  contractId,
  brand,
  onClose,
}: {
  contractId: string;
  brand: ContractBrand;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const detail = useAgentContract(contractId);
  return (
    <Modal
      open
      wide
      phoneSheet
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      testId="contract-history-dialog"
      title={t('agentCentre.contracts.historyTitle', { account: detail.data?.holder.account ?? '' })}
    >
      {detail.isError && !detail.data ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Skeleton className="mt-4 h-64" />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <ContractTermsView terms={detail.data.terms} money={brand.money} testId="contract-history-terms" />
          <ol className="flex flex-col gap-2" data-testid="contract-history">
            {detail.data.history.map((entry) => (
              <li
                key={`${entry.at}-${entry.action}`}
                data-testid="contract-history-entry"
                className="rounded-lg border border-border bg-surface p-3 text-sm"
              >
                <p className="font-semibold">
                  {t(`agentCentre.contracts.actions.${entry.action}`)}
                  <span className="ms-2 text-xs font-normal text-muted tabular-nums">
                    {brand.time(entry.at)}
                  </span>
                </p>
                <p className="text-xs text-muted">
                  {entry.actor.type === 'system'
                    ? t('agentCentre.contracts.bySystem')
                    : entry.actor.type === 'staff'
                      ? t('agentCentre.contracts.byStaff')
                      : (entry.actor.name ?? '')}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </p>
              </li>
            ))}
          </ol>
          {detail.data.windows.length > 0 ? (
            <SettlementWindowTable
              windows={detail.data.windows}
              money={brand.money}
              time={brand.time}
              party="holder"
              testId="contract-history-windows"
              label={t('agentCentre.contracts.recentWindows')}
            />
          ) : null}
        </div>
      )}
    </Modal>
  );
}
