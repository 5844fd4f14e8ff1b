import { type VipLevel, vipLimits } from '@gaming/contracts/vip';
import { PlusIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/button-styles';
import { LocalizedTextFields } from '../../../../components/localized-text-fields';
import { FieldGroup, SelectField, TextField } from '../../../../components/problem-fields';
import { QueryStates } from '../../../../components/query-states';
import { SettingsSave } from '../../../../components/settings-save';
import { type Problems, serverFieldProblems } from '../../../../lib/form-values';
import type { MoneyFormat } from '../../../../lib/format-money';
import { useBrandMoney } from '../../../../lib/use-brand-money';
import { withoutProblems } from '../../../../lib/use-draft-dialog';
import { useSaveVipLevels, useVipLevels } from '../../api/vip';
import {
  emptyLevelDraft,
  type LevelDraft,
  levelDraftOf,
  levelsRequest,
  thresholdKinds,
  vipLevelFieldOf,
} from '../../lib/vip-levels-form';

function LevelFields({
  index,
  draft,
  problems,
  money,
  onChange,
}: {
  index: number;
  draft: LevelDraft;
  problems: Problems;
  money: MoneyFormat;
  onChange: (next: Partial<LevelDraft>) => void;
}) {
  const { t } = useTranslation();
  const at = (name: string) => problems[`levels.${index}.${name}`];
  const amountHint = t('loyalty.forms.amountHint', { currency: money.currency });
  const byPoints = draft.thresholdKind === 'lifetime_points';
  return (
    <FieldGroup title={t('loyalty.vip.levelTitle', { rank: index + 1 })} testId="vip-level">
      <div className="grid gap-3 sm:grid-cols-2">
        <LocalizedTextFields
          label={t('loyalty.vip.fields.name')}
          field={`levels.${index}.names`}
          value={draft.names}
          onChange={(names) => onChange({ names })}
          problems={problems}
          maxLength={vipLimits.nameLength}
          testId={`vip-level-${index}-name`}
        />
        <SelectField
          label={t('loyalty.vip.fields.thresholdKind')}
          testId={`vip-level-${index}-threshold-kind`}
          value={draft.thresholdKind}
          options={thresholdKinds}
          optionLabel={(kind) => t(`loyalty.vip.thresholdKinds.${kind}`)}
          onChange={(thresholdKind) => onChange({ thresholdKind, threshold: '' })}
        />
        <TextField
          label={t('loyalty.vip.fields.threshold')}
          hint={byPoints ? t('loyalty.forms.pointsHint') : amountHint}
          testId={`vip-level-${index}-threshold`}
          inputMode={byPoints ? 'numeric' : 'decimal'}
          suffix={byPoints ? t('loyalty.forms.pointsUnit') : money.currency}
          value={draft.threshold}
          problem={at('threshold')}
          onChange={(threshold) => onChange({ threshold })}
        />
        <TextField
          label={t('loyalty.vip.fields.keepValidBet')}
          hint={t('loyalty.vip.keepHint')}
          testId={`vip-level-${index}-keep-valid-bet`}
          inputMode="decimal"
          suffix={money.currency}
          value={draft.keepValidBet}
          problem={at('keepValidBet')}
          onChange={(keepValidBet) => onChange({ keepValidBet })}
        />
        {draft.keepValidBet.trim() ? (
          <TextField
            label={t('loyalty.vip.fields.keepDays')}
            testId={`vip-level-${index}-keep-days`}
            inputMode="numeric"
            suffix={t('loyalty.forms.days')}
            value={draft.keepDays}
            problem={at('keepDays')}
            onChange={(keepDays) => onChange({ keepDays })}
          />
        ) : (
          <span className="hidden sm:block" />
        )}
        <TextField
          label={t('loyalty.vip.fields.rebateBonus')}
          hint={t('loyalty.vip.rebateHint')}
          testId={`vip-level-${index}-rebate`}
          inputMode="decimal"
          suffix="%"
          value={draft.rebatePercent}
          problem={at('rebatePercent')}
          onChange={(rebatePercent) => onChange({ rebatePercent })}
        />
        <TextField
          label={t('loyalty.vip.fields.withdrawalLimit')}
          hint={t('loyalty.vip.withdrawalHint')}
          testId={`vip-level-${index}-withdrawal-limit`}
          inputMode="decimal"
          suffix={money.currency}
          value={draft.withdrawalLimit}
          problem={at('withdrawalLimit')}
          onChange={(withdrawalLimit) => onChange({ withdrawalLimit })}
        />
        <TextField
          label={t('loyalty.vip.fields.upgradeBonus')}
          hint={t('loyalty.vip.upgradeHint')}
          testId={`vip-level-${index}-upgrade-bonus`}
          inputMode="decimal"
          suffix={money.currency}
          value={draft.upgradeBonus}
          problem={at('upgradeBonus')}
          onChange={(upgradeBonus) => onChange({ upgradeBonus })}
        />
      </div>
    </FieldGroup>
  );
}

function LevelsForm({ saved, money, canEdit }: { saved: VipLevel[]; money: MoneyFormat; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveVipLevels();
  const [drafts, setDrafts] = useState<LevelDraft[]>(() =>
    saved.map((level) => levelDraftOf(level, money.decimals)),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [savedNow, setSavedNow] = useState(false);
  const shown: Problems = { ...serverFieldProblems(save.error, vipLevelFieldOf), ...problems };
  const update = (next: LevelDraft[]) => {
    setSavedNow(false);
    setDrafts(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !canEdit) return;
    const result = levelsRequest(drafts, money.decimals);
    setProblems(result.problems ?? {});
    if (result.body) save.mutate(result.body, { onSuccess: () => setSavedNow(true) });
  };
  const problemCount = Object.keys(shown).length;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="vip-levels-form">
      <p className="text-xs text-muted">{t('loyalty.vip.editHint')}</p>
      {drafts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-surface p-6 text-center text-muted">
          {t('loyalty.vip.noLevels')}
        </p>
      ) : null}
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-4">
        {drafts.map((draft, index) => (
          <LevelFields
            // Levels are ranked by their place; only the last can be removed, so the place is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: a level's rank is its place in the list.
            key={index}
            index={index}
            draft={draft}
            problems={shown}
            money={money}
            onChange={(next) => {
              update(drafts.map((level, at) => (at === index ? { ...level, ...next } : level)));
              setProblems((now) =>
                withoutProblems(
                  now,
                  Object.keys(next).map((name) => `levels.${index}.${name}`),
                ),
              );
            }}
          />
        ))}
      </fieldset>
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-testid="vip-level-add"
            className={buttonStyles.secondary}
            disabled={drafts.length >= vipLimits.levels}
            onClick={() => update([...drafts, emptyLevelDraft])}
          >
            <PlusIcon className="size-4" />
            {t('loyalty.vip.addLevel')}
          </button>
          {drafts.length > 0 ? (
            <button
              type="button"
              data-testid="vip-level-remove"
              className={buttonStyles.danger}
              onClick={() => update(drafts.slice(0, -1))}
            >
              {t('loyalty.vip.removeLast', { rank: drafts.length })}
            </button>
          ) : null}
        </div>
      ) : null}
      {problemCount > 0 ? (
        <p role="alert" className="text-danger" data-testid="vip-levels-problems">
          {t('loyalty.forms.problemCount', { count: problemCount })}
        </p>
      ) : null}
      <SettingsSave
        save={save}
        savedNow={savedNow}
        canEdit={canEdit}
        testPrefix="vip-levels"
        saveText={t('loyalty.vip.save')}
        savedText={t('loyalty.vip.saved')}
        readOnlyText={t('loyalty.forms.readOnly')}
      />
    </form>
  );
}

/** The VIP levels, edited and saved as one list (ranks 1..n); every save audited. */
export function VipLevelsEditor({ canEdit }: { canEdit: boolean }) {
  const levels = useVipLevels();
  const money = useBrandMoney();
  return (
    <QueryStates query={levels}>
      {(data) => (money ? <LevelsForm saved={data.levels} money={money} canEdit={canEdit} /> : null)}
    </QueryStates>
  );
}
