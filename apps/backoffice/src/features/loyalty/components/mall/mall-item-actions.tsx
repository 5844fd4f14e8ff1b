import type { AdminMallItem, MallItemStatus } from '@gaming/contracts/points-mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../../components/confirm-actions';
import { Fact, FactList } from '../../../../components/fact-list';
import { FormError } from '../../../../components/form-error';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/problem-fields';
import { ReasonDialog } from '../../../../components/reason-dialog';
import type { Problems } from '../../../../lib/form-values';
import { useMallItemStatus, useMallItemStock } from '../../api/mall';
import { readStock } from '../../lib/mall-item-form';
import { LoyaltyStatusBadge } from '../status-badge';

/** Publish, hide or return an item to draft, with a confirmation; members see published items only. */
export function MallStatusDialog({
  item,
  status,
  onClose,
}: {
  item: AdminMallItem;
  status: MallItemStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useMallItemStatus();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      testId="mall-status-dialog"
      title={t(`loyalty.mall.statusActions.${status}.title`)}
      description={t(`loyalty.mall.statusActions.${status}.description`)}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('loyalty.forms.title')}>{item.title.EN}</Fact>
          <Fact label={t('loyalty.forms.status')}>
            <LoyaltyStatusBadge status={change.data?.item.status ?? item.status} />
          </Fact>
        </FactList>
        {change.isError ? <FormError error={change.error} testId="mall-status-error" /> : null}
        <ConfirmActions
          done={change.isSuccess}
          pending={change.isPending}
          onClose={onClose}
          onConfirm={() => change.mutate({ id: item.id, status })}
          confirmLabel={t(`loyalty.mall.statusActions.${status}.confirm`)}
          workingLabel={t('states.working')}
          testIdPrefix="mall-status"
        />
      </div>
    </Modal>
  );
}

/** Sets an item's stock (empty: unlimited) with a reason, audited. */
export function MallStockDialog({ item, onClose }: { item: AdminMallItem; onClose: () => void }) {
  const { t } = useTranslation();
  const stock = useMallItemStock();
  const [text, setText] = useState(item.stock === null ? '' : String(item.stock));
  const problems: Problems = {};
  const value = readStock(text, 'stock', problems);
  return (
    <ReasonDialog
      testId="mall-stock-dialog"
      title={t('loyalty.mall.stock.title')}
      description={t('loyalty.mall.stock.description', { title: item.title.EN })}
      confirmLabel={t('loyalty.mall.stock.confirm')}
      pending={stock.isPending}
      error={stock.isError ? stock.error : null}
      extraInvalid={value === undefined}
      onClose={onClose}
      onConfirm={(reason) => {
        if (value !== undefined) stock.mutate({ id: item.id, stock: value, reason }, { onSuccess: onClose });
      }}
    >
      <TextField
        label={t('loyalty.mall.fields.stock')}
        hint={t('loyalty.mall.stockHint')}
        testId="mall-stock-value"
        inputMode="numeric"
        value={text}
        problem={problems.stock}
        onChange={setText}
      />
    </ReasonDialog>
  );
}
