import { promotionLimits } from '@gaming/contracts/promotions';
import {
  type AdminRankingBoard,
  rankingLimits,
  rankingMetrics,
  rankingPeriods,
  rankingPrizeKinds,
  rankingStatuses,
} from '@gaming/contracts/rankings';
import { CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/button-styles';
import { LocalizedTextFields } from '../../../../components/localized-text-fields';
import { SelectField, TextField } from '../../../../components/problem-fields';
import type { Problems } from '../../../../lib/form-values';
import type { MoneyFormat } from '../../../../lib/format-money';
import { useDraftDialog } from '../../../../lib/use-draft-dialog';
import { useSaveRankingBoard } from '../../api/rankings';
import {
  emptyRankingDraft,
  nextPrize,
  type PrizeDraft,
  type RankingDraft,
  rankingDraftOf,
  rankingFieldOf,
  rankingRequest,
} from '../../lib/ranking-form';
import { CategorySelect } from '../category-select';
import { EditorDialog } from '../editor-dialog';

function PrizeRows({
  prizes,
  problems,
  money,
  onChange,
}: {
  prizes: PrizeDraft[];
  problems: Problems;
  money: MoneyFormat;
  onChange: (prizes: PrizeDraft[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, next: Partial<PrizeDraft>) =>
    onChange(prizes.map((prize, at) => (at === index ? { ...prize, ...next } : prize)));
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="ranking-prizes">
      <span className="font-semibold">{t('loyalty.rankings.fields.prizes')}</span>
      <p className="text-xs text-muted">{t('loyalty.rankings.prizesHint')}</p>
      {prizes.map((prize, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: prize rows have no identity but their place.
          key={index}
          data-testid="ranking-prize"
          className="grid grid-cols-[5rem_minmax(0,8rem)_minmax(0,1fr)_auto] items-start gap-2 rounded-md border border-border bg-surface-2 p-2"
        >
          <TextField
            label={t('loyalty.rankings.fields.rank')}
            testId={`ranking-prize-${index}-rank`}
            inputMode="numeric"
            value={prize.rank}
            problem={problems[`prizes.${index}.rank`]}
            onChange={(rank) => change(index, { rank })}
          />
          <SelectField
            label={t('loyalty.rankings.fields.prizeKind')}
            testId={`ranking-prize-${index}-kind`}
            value={prize.kind}
            options={rankingPrizeKinds}
            optionLabel={(kind) => t(`loyalty.rewardKinds.${kind}`)}
            onChange={(kind) => change(index, { kind, amount: '' })}
          />
          <TextField
            label={t('loyalty.rankings.fields.prizeAmount')}
            testId={`ranking-prize-${index}-amount`}
            inputMode={prize.kind === 'points' ? 'numeric' : 'decimal'}
            suffix={prize.kind === 'points' ? t('loyalty.forms.pointsUnit') : money.currency}
            value={prize.amount}
            problem={problems[`prizes.${index}.amount`]}
            onChange={(amount) => change(index, { amount })}
          />
          <button
            type="button"
            className={`${buttonStyles.icon} mt-7 size-10`}
            aria-label={t('loyalty.rankings.removePrize', { rank: prize.rank })}
            data-testid="ranking-prize-remove"
            onClick={() => onChange(prizes.filter((_, at) => at !== index))}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
      <button
        type="button"
        data-testid="ranking-prize-add"
        className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
        disabled={prizes.length >= rankingLimits.prizes}
        onClick={() => onChange([...prizes, nextPrize(prizes)])}
      >
        <PlusIcon className="size-4" />
        {t('loyalty.rankings.addPrize')}
      </button>
    </div>
  );
}

/** Create or edit a ranking board and its prizes (money to main, or points); every save audited. */
export function RankingBoardDialog({
  board,
  money,
  canWrite,
  onClose,
}: {
  board: AdminRankingBoard | null;
  money: MoneyFormat;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveRankingBoard();
  const { draft, set, shown, submit } = useDraftDialog({
    saved: board,
    initialDraft: (): RankingDraft => (board ? rankingDraftOf(board, money.decimals) : emptyRankingDraft),
    save,
    request: (next: RankingDraft) => rankingRequest(next, money.decimals),
    // The whole body on every save: this route replaces the record.
    change: (_saved, body) => body,
    fieldOf: rankingFieldOf,
    onClose,
  });
  return (
    <EditorDialog
      title={board ? t('loyalty.rankings.editTitle') : t('loyalty.rankings.createTitle')}
      description={t('loyalty.rankings.editHint')}
      testPrefix="ranking"
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
        testId="ranking-title"
      />
      <SelectField
        label={t('loyalty.rankings.fields.metric')}
        testId="ranking-metric"
        value={draft.metric}
        options={rankingMetrics}
        optionLabel={(metric) => t(`loyalty.rankings.metrics.${metric}`)}
        onChange={(metric) => set({ metric })}
      />
      <CategorySelect
        label={t('loyalty.forms.category')}
        testId="ranking-category"
        value={draft.category}
        onChange={(category) => set({ category })}
      />
      <SelectField
        label={t('loyalty.rankings.fields.period')}
        testId="ranking-period"
        value={draft.period}
        options={rankingPeriods}
        optionLabel={(period) => t(`loyalty.rankings.periods.${period}`)}
        onChange={(period) => set({ period })}
      />
      <TextField
        label={t('loyalty.rankings.fields.topCount')}
        hint={t('loyalty.rankings.topCountHint', { max: rankingLimits.topCount })}
        testId="ranking-top-count"
        inputMode="numeric"
        value={draft.topCount}
        problem={shown.topCount}
        onChange={(topCount) => set({ topCount })}
      />
      <SelectField
        label={t('loyalty.forms.status')}
        testId="ranking-status-select"
        value={draft.status}
        options={rankingStatuses}
        optionLabel={(status) => t(`loyalty.statuses.${status}`)}
        onChange={(status) => set({ status })}
      />
      <PrizeRows
        prizes={draft.prizes}
        problems={shown}
        money={money}
        onChange={(prizes) => set({ prizes })}
      />
    </EditorDialog>
  );
}
