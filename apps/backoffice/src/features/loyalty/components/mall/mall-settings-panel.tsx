import { type PointsMallSettings, pointsMallLimits } from '@gaming/contracts/points-mall';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/problem-fields';
import { QueryStates } from '../../../../components/query-states';
import { SettingsSave } from '../../../../components/settings-save';
import { noProblems, type Problems, readInteger } from '../../../../lib/form-values';
import { formatMoney, type MoneyFormat } from '../../../../lib/format-money';
import { useBrandMoney } from '../../../../lib/use-brand-money';
import { useMallSettings, useSaveMallSettings } from '../../api/mall';
import { formatPoints } from '../../lib/points-values';

type SettingsDraft = { enabled: boolean; pointsPerUnit: string; units: string; minimum: string };

function readSettings(draft: SettingsDraft, problems: Problems): PointsMallSettings | null {
  const bounds = { min: 1, max: pointsMallLimits.maxRatio };
  const pointsPerUnit = readInteger(draft.pointsPerUnit, bounds, 'pointsPerUnit', problems);
  const conversionUnits = readInteger(draft.units, bounds, 'units', problems);
  const minimumConversionPoints = readInteger(draft.minimum, bounds, 'minimum', problems);
  if (
    !noProblems(problems) ||
    pointsPerUnit === null ||
    conversionUnits === null ||
    minimumConversionPoints === null
  )
    return null;
  return { conversionEnabled: draft.enabled, pointsPerUnit, conversionUnits, minimumConversionPoints };
}

/** One unit of money (10^decimals minor units) written in the brand's currency: "NPR 1.00". */
function oneUnit(money: MoneyFormat): string {
  return formatMoney((10n ** BigInt(money.decimals)).toString(), money);
}

function SettingsForm({
  saved,
  money,
  canEdit,
}: {
  saved: PointsMallSettings;
  money: MoneyFormat;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveMallSettings();
  const [draft, setDraft] = useState<SettingsDraft>({
    enabled: saved.conversionEnabled,
    pointsPerUnit: String(saved.pointsPerUnit),
    units: String(saved.conversionUnits),
    minimum: String(saved.minimumConversionPoints),
  });
  const [problems, setProblems] = useState<Problems>({});
  const [savedNow, setSavedNow] = useState(false);
  const set = (next: Partial<SettingsDraft>) => {
    setSavedNow(false);
    setDraft((now) => ({ ...now, ...next }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !canEdit) return;
    const found: Problems = {};
    const body = readSettings(draft, found);
    setProblems(found);
    if (body) save.mutate(body, { onSuccess: () => setSavedNow(true) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="mall-settings-form">
      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-3">
        <label className="flex items-center gap-2 sm:col-span-3">
          <input
            type="checkbox"
            className="size-4"
            data-testid="mall-settings-enabled"
            checked={draft.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          <span className="font-semibold">{t('loyalty.mall.settings.enabled')}</span>
        </label>
        <TextField
          label={t('loyalty.mall.settings.pointsPerUnit')}
          hint={t('loyalty.mall.settings.pointsPerUnitHint', { unit: oneUnit(money) })}
          testId="mall-settings-points-per-unit"
          inputMode="numeric"
          value={draft.pointsPerUnit}
          problem={problems.pointsPerUnit}
          onChange={(pointsPerUnit) => set({ pointsPerUnit })}
        />
        <TextField
          label={t('loyalty.mall.settings.units')}
          hint={t('loyalty.mall.settings.unitsHint')}
          testId="mall-settings-units"
          inputMode="numeric"
          value={draft.units}
          problem={problems.units}
          onChange={(units) => set({ units })}
        />
        <TextField
          label={t('loyalty.mall.settings.minimum')}
          testId="mall-settings-minimum"
          inputMode="numeric"
          value={draft.minimum}
          problem={problems.minimum}
          onChange={(minimum) => set({ minimum })}
        />
      </fieldset>
      {/^\d+$/.test(draft.pointsPerUnit) && Number(draft.pointsPerUnit) > 0 ? (
        <p className="text-xs text-muted" data-testid="mall-settings-example">
          {t('loyalty.mall.settings.example', {
            points: formatPoints(draft.pointsPerUnit),
            amount: oneUnit(money),
          })}
        </p>
      ) : null}
      <SettingsSave
        save={save}
        savedNow={savedNow}
        canEdit={canEdit}
        testPrefix="mall-settings"
        saveText={t('loyalty.mall.settings.save')}
        savedText={t('loyalty.mall.settings.saved')}
        readOnlyText={t('loyalty.forms.readOnly')}
      />
    </form>
  );
}

/** The conversion of points to money: on or off, the ratio, the units and the least one conversion takes. */
export function MallSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useMallSettings();
  const money = useBrandMoney();
  return (
    <QueryStates query={settings}>
      {(saved) => (money ? <SettingsForm saved={saved} money={money} canEdit={canEdit} /> : null)}
    </QueryStates>
  );
}
