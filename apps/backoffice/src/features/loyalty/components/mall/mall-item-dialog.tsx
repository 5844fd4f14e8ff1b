import {
  type AdminMallItem,
  type AdminMallItemCreate,
  type AdminMallItemInput,
  mallItemKinds,
  pointsMallLimits,
} from '@gaming/contracts/points-mall';
import { promotionLimits } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { LocalizedTextFields } from '../../../../components/localized-text-fields';
import { SelectField, TextField } from '../../../../components/problem-fields';
import type { MoneyFormat } from '../../../../lib/format-money';
import { useDraftDialog } from '../../../../lib/use-draft-dialog';
import { useSaveMallItem } from '../../api/mall';
import {
  emptyMallItemDraft,
  type MallItemDraft,
  mallItemDraftOf,
  mallItemFieldOf,
  mallItemRequest,
  withoutStock,
} from '../../lib/mall-item-form';
import { EditorDialog } from '../editor-dialog';
import { WageringFields } from '../wagering-fields';
import { MallImagesEditor } from './mall-images-editor';

const limitPeriods = ['lifetime', 'day'] as const;

/** Create or edit a mall item: kind, texts, price, money terms, limits, images; a new one gets its first stock. */
export function MallItemDialog({
  item,
  money,
  canWrite,
  onClose,
}: {
  item: AdminMallItem | null;
  money: MoneyFormat;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMallItem();
  const { draft, set, shown, submit } = useDraftDialog<
    MallItemDraft,
    AdminMallItem,
    AdminMallItemCreate,
    AdminMallItemInput
  >({
    saved: item,
    initialDraft: (): MallItemDraft => (item ? mallItemDraftOf(item, money.decimals) : emptyMallItemDraft),
    save,
    request: (next: MallItemDraft) => mallItemRequest(next, money.decimals),
    // Every field but the stock (changed on its own) on every save: this route replaces the item.
    change: (_saved, body) => withoutStock(body),
    fieldOf: mallItemFieldOf,
    onClose,
  });
  const amountHint = t('loyalty.forms.amountHint', { currency: money.currency });
  return (
    <EditorDialog
      title={item ? t('loyalty.mall.editTitle') : t('loyalty.mall.createTitle')}
      description={t('loyalty.mall.editHint')}
      testPrefix="mall-item"
      canWrite={canWrite}
      pending={save.isPending}
      error={save.isError ? save.error : null}
      problemCount={Object.keys(shown).length}
      onSubmit={() => submit()}
      onClose={onClose}
    >
      <SelectField
        label={t('loyalty.mall.fields.kind')}
        hint={t(`loyalty.mall.kindHints.${draft.kind}`)}
        testId="mall-item-kind"
        value={draft.kind}
        options={mallItemKinds}
        optionLabel={(kind) => t(`loyalty.mall.kinds.${kind}`)}
        onChange={(kind) => set({ kind })}
        disabled={item !== null}
      />
      <TextField
        label={t('loyalty.mall.fields.category')}
        hint={t('loyalty.mall.categoryHint')}
        testId="mall-item-category"
        maxLength={40}
        value={draft.category}
        problem={shown.category}
        onChange={(category) => set({ category })}
      />
      <LocalizedTextFields
        label={t('loyalty.forms.title')}
        field="title"
        value={draft.title}
        onChange={(title) => set({ title })}
        problems={shown}
        maxLength={promotionLimits.titleLength}
        testId="mall-item-title"
      />
      <LocalizedTextFields
        label={t('loyalty.mall.fields.description')}
        field="description"
        value={draft.description}
        onChange={(description) => set({ description })}
        problems={shown}
        maxLength={pointsMallLimits.descriptionLength}
        testId="mall-item-description"
        multiline
      />
      <TextField
        label={t('loyalty.mall.fields.pointsPrice')}
        hint={t('loyalty.forms.pointsHint')}
        testId="mall-item-points-price"
        inputMode="numeric"
        suffix={t('loyalty.forms.pointsUnit')}
        value={draft.pointsPrice}
        problem={shown.pointsPrice}
        onChange={(pointsPrice) => set({ pointsPrice })}
      />
      {draft.kind === 'goods' ? null : (
        <TextField
          label={t('loyalty.mall.fields.amount')}
          hint={amountHint}
          testId="mall-item-amount"
          inputMode="decimal"
          suffix={money.currency}
          value={draft.amount}
          problem={shown.amount}
          onChange={(amount) => set({ amount })}
        />
      )}
      {draft.kind === 'bonus' ? (
        <WageringFields value={draft} problems={shown} testPrefix="mall-item" onChange={set} />
      ) : null}
      <TextField
        label={t('loyalty.mall.fields.maxQuantity')}
        hint={t('loyalty.mall.maxQuantityHint', { max: pointsMallLimits.maxQuantityPerRedeem })}
        testId="mall-item-max-quantity"
        inputMode="numeric"
        value={draft.maxQuantity}
        problem={shown.maxQuantity}
        onChange={(maxQuantity) => set({ maxQuantity })}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('loyalty.mall.fields.memberLimit')}
          hint={t('loyalty.mall.memberLimitHint')}
          testId="mall-item-member-limit"
          inputMode="numeric"
          value={draft.memberLimit}
          problem={shown.memberLimit}
          onChange={(memberLimit) => set({ memberLimit })}
        />
        <SelectField
          label={t('loyalty.mall.fields.limitPeriod')}
          testId="mall-item-limit-period"
          value={draft.memberLimitPeriod}
          options={limitPeriods}
          optionLabel={(period) => t(`loyalty.mall.limitPeriods.${period}`)}
          onChange={(memberLimitPeriod) => set({ memberLimitPeriod })}
          disabled={!draft.memberLimit.trim()}
        />
      </div>
      {item ? null : (
        <TextField
          label={t('loyalty.mall.fields.stock')}
          hint={t('loyalty.mall.stockHint')}
          testId="mall-item-stock"
          inputMode="numeric"
          value={draft.stock}
          problem={shown.stock}
          onChange={(stock) => set({ stock })}
        />
      )}
      <TextField
        label={t('loyalty.forms.sortOrder')}
        hint={t('loyalty.forms.sortOrderHint')}
        testId="mall-item-sort-order"
        inputMode="numeric"
        value={draft.sortOrder}
        problem={shown.sortOrder}
        onChange={(sortOrder) => set({ sortOrder })}
      />
      <MallImagesEditor
        images={draft.images}
        onChange={(images) => set({ images })}
        problem={shown.images}
        disabled={!canWrite}
      />
    </EditorDialog>
  );
}
