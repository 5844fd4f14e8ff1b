import {
  type AdminMission,
  missionMetrics,
  missionPeriods,
  missionRewardKinds,
  missionStatuses,
} from '@gaming/contracts/missions';
import { promotionLimits } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { LocalizedTextFields } from '../../../../components/localized-text-fields';
import { SelectField, TextField } from '../../../../components/problem-fields';
import type { MoneyFormat } from '../../../../lib/format-money';
import { useBrandTime } from '../../../../lib/use-brand-time';
import { useDraftDialog } from '../../../../lib/use-draft-dialog';
import { useSaveMission } from '../../api/missions';
import {
  emptyMissionDraft,
  type MissionDraft,
  metricIsMoney,
  missionDraftOf,
  missionFieldOf,
  missionRequest,
} from '../../lib/mission-form';
import { CategorySelect } from '../category-select';
import { EditorDialog } from '../editor-dialog';
import { WageringFields } from '../wagering-fields';

function MissionForm({
  mission,
  money,
  offsetMinutes,
  zone,
  canWrite,
  onClose,
}: {
  mission: AdminMission | null;
  money: MoneyFormat;
  offsetMinutes: number;
  zone: string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMission();
  const { draft, set, shown, submit } = useDraftDialog({
    saved: mission,
    initialDraft: (): MissionDraft =>
      mission ? missionDraftOf(mission, money.decimals, offsetMinutes) : emptyMissionDraft,
    save,
    request: (next: MissionDraft) => missionRequest(next, money.decimals, offsetMinutes),
    // The whole body on every save: this route replaces the record.
    change: (_saved, body) => body,
    fieldOf: missionFieldOf,
    onClose,
  });
  const moneyTarget = metricIsMoney(draft.metric);
  const pointsReward = draft.rewardKind === 'points';
  return (
    <EditorDialog
      title={mission ? t('loyalty.missions.editTitle') : t('loyalty.missions.createTitle')}
      description={t('loyalty.missions.editHint')}
      testPrefix="mission"
      canWrite={canWrite}
      pending={save.isPending}
      error={save.isError ? save.error : null}
      problemCount={Object.keys(shown).length}
      onSubmit={() => submit()}
      onClose={onClose}
    >
      <LocalizedTextFields
        label={t('loyalty.forms.title')}
        field="title"
        value={draft.title}
        onChange={(title) => set({ title })}
        problems={shown}
        maxLength={promotionLimits.titleLength}
        testId="mission-title"
      />
      <SelectField
        label={t('loyalty.missions.fields.period')}
        testId="mission-period"
        value={draft.period}
        options={missionPeriods}
        optionLabel={(period) => t(`loyalty.missions.periods.${period}`)}
        onChange={(period) => set({ period })}
      />
      <SelectField
        label={t('loyalty.missions.fields.metric')}
        testId="mission-metric"
        value={draft.metric}
        options={missionMetrics}
        optionLabel={(metric) => t(`loyalty.missions.metrics.${metric}`)}
        onChange={(metric) => set({ metric, target: '' })}
      />
      {draft.metric === 'valid_bet' ? (
        <CategorySelect
          label={t('loyalty.forms.category')}
          testId="mission-category"
          value={draft.category}
          onChange={(category) => set({ category })}
        />
      ) : null}
      <TextField
        label={t('loyalty.missions.fields.target')}
        hint={
          moneyTarget
            ? t('loyalty.forms.amountHint', { currency: money.currency })
            : t(`loyalty.missions.targetHints.${draft.metric}`)
        }
        testId="mission-target"
        inputMode={moneyTarget ? 'decimal' : 'numeric'}
        suffix={moneyTarget ? money.currency : undefined}
        value={draft.target}
        problem={shown.target}
        onChange={(target) => set({ target })}
      />
      <SelectField
        label={t('loyalty.missions.fields.rewardKind')}
        testId="mission-reward-kind"
        value={draft.rewardKind}
        options={missionRewardKinds}
        optionLabel={(kind) => t(`loyalty.rewardKinds.${kind}`)}
        onChange={(rewardKind) => set({ rewardKind, reward: '' })}
      />
      <TextField
        label={t('loyalty.missions.fields.reward')}
        hint={
          pointsReward
            ? t('loyalty.forms.pointsHint')
            : t('loyalty.forms.amountHint', { currency: money.currency })
        }
        testId="mission-reward"
        inputMode={pointsReward ? 'numeric' : 'decimal'}
        suffix={pointsReward ? t('loyalty.forms.pointsUnit') : money.currency}
        value={draft.reward}
        problem={shown.reward}
        onChange={(reward) => set({ reward })}
      />
      {draft.rewardKind === 'bonus' ? (
        <WageringFields value={draft} problems={shown} testPrefix="mission" onChange={set} />
      ) : null}
      <TextField
        label={`${t('loyalty.forms.startsAt')} (${zone})`}
        testId="mission-starts"
        type="datetime-local"
        value={draft.startsAt}
        problem={shown.startsAt}
        onChange={(startsAt) => set({ startsAt })}
      />
      <TextField
        label={`${t('loyalty.forms.endsAt')} (${zone})`}
        hint={t('loyalty.forms.endsAtHint')}
        testId="mission-ends"
        type="datetime-local"
        value={draft.endsAt}
        problem={shown.endsAt}
        onChange={(endsAt) => set({ endsAt })}
      />
      <SelectField
        label={t('loyalty.forms.status')}
        testId="mission-status-select"
        value={draft.status}
        options={missionStatuses}
        optionLabel={(status) => t(`loyalty.statuses.${status}`)}
        onChange={(status) => set({ status })}
      />
      <TextField
        label={t('loyalty.forms.sortOrder')}
        hint={t('loyalty.forms.sortOrderHint')}
        testId="mission-sort-order"
        inputMode="numeric"
        value={draft.sortOrder}
        problem={shown.sortOrder}
        onChange={(sortOrder) => set({ sortOrder })}
      />
    </EditorDialog>
  );
}

/** Create or edit a mission (the brand's wall clock for its window); every save audited. */
export function MissionDialog(props: {
  mission: AdminMission | null;
  money: MoneyFormat;
  canWrite: boolean;
  onClose: () => void;
}) {
  const brandTime = useBrandTime();
  if (brandTime.offsetMinutes === undefined) return null;
  return <MissionForm {...props} offsetMinutes={brandTime.offsetMinutes} zone={brandTime.label} />;
}
