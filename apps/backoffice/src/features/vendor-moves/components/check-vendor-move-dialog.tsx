import type { AdminVendorMove, AdminVendorMoveCheckResponse } from '@gaming/contracts/vendor-wallet-moves';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/confirm-actions';
import { Fact, FactList } from '../../../components/fact-list';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useCheckVendorMove } from '../api/check-vendor-move';
import { VendorMoveStateBadge } from './vendor-move-state-badge';

type Outcome = 'completed' | 'failed' | 'open' | 'busy' | 'settled';

/** What the check did, in the words staff need: finished, undone, still unknown, or not run. */
function outcomeOf(reply: AdminVendorMoveCheckResponse): Outcome {
  if (reply.result !== 'checked') return reply.result;
  if (reply.move.state === 'completed' || reply.move.state === 'failed') return reply.move.state;
  return 'open';
}

/**
 * Confirms staff's "check now" of one move with its money in view, runs it, and shows what became of
 * the move. The check asks the vendor; the money moves only as the vendor's answer says.
 */
export function CheckVendorMoveDialog({
  move,
  money,
  onClose,
}: {
  move: AdminVendorMove;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useCheckVendorMove();
  const reply = mutation.data;
  const shown = reply?.move ?? move;
  const outcome = reply ? outcomeOf(reply) : null;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      testId="vendor-move-check-dialog"
      title={t('vendorMoves.check.title')}
      description={t('vendorMoves.check.description', { vendor: move.vendorCode })}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('vendorMoves.fields.member')}>{shown.memberAccount}</Fact>
          <Fact label={t('vendorMoves.fields.vendor')}>{shown.vendorCode}</Fact>
          <Fact label={t('vendorMoves.fields.direction')}>
            {t(`vendorMoves.directions.${shown.direction}`)}
          </Fact>
          <Fact label={t('vendorMoves.fields.amount')}>
            <span className="font-semibold tabular-nums" data-testid="vendor-move-check-amount">
              {formatMoney(shown.amountMinor, money)}
            </span>
          </Fact>
          <Fact label={t('vendorMoves.fields.state')}>
            <VendorMoveStateBadge state={shown.state} />
          </Fact>
          <Fact label={t('vendorMoves.fields.attempts')}>
            <span className="tabular-nums">{shown.attempts}</span>
          </Fact>
        </FactList>
        {outcome ? (
          <div
            role="status"
            data-testid="vendor-move-check-result"
            data-outcome={outcome}
            className={`rounded-md border p-3 ${
              outcome === 'completed' || outcome === 'failed'
                ? 'border-success/50 bg-surface-2'
                : 'border-warning/50 bg-warning-surface'
            }`}
          >
            <p className="font-semibold">{t(`vendorMoves.check.outcomes.${outcome}`)}</p>
            {outcome === 'open' && shown.lastError ? (
              <p className="mt-1 text-xs break-words text-muted">
                {t('vendorMoves.check.vendorSaid', { error: shown.lastError })}
              </p>
            ) : null}
          </div>
        ) : null}
        {mutation.isError ? <FormError error={mutation.error} testId="vendor-move-check-error" /> : null}
        <ConfirmActions
          done={reply !== undefined}
          pending={mutation.isPending}
          onClose={onClose}
          onConfirm={() => mutation.mutate(move.id)}
          confirmLabel={t('vendorMoves.check.confirm')}
          workingLabel={t('vendorMoves.check.working')}
          testIdPrefix="vendor-move-check"
        />
      </div>
    </Modal>
  );
}
