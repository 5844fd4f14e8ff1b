import { gameCategoryCodes } from '@gaming/contracts/category-routes';
import type { AdminPointsRatesResponse, PointsRateVersion } from '@gaming/contracts/points';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import { FieldGroup, TextField } from '../../../../components/problem-fields';
import { QueryStates } from '../../../../components/query-states';
import { SettingsSave } from '../../../../components/settings-save';
import { type Problems, serverFieldProblems } from '../../../../lib/form-values';
import { formatMoney, type MoneyFormat } from '../../../../lib/format-money';
import { useBrandMoney } from '../../../../lib/use-brand-money';
import { usePointsRates, useSavePointsRates } from '../../api/points';
import { type RatesDraft, ratesDraft, ratesRequest } from '../../lib/rates-form';

/** "Every NPR 10.00 of valid bet earns 1 point", or "earns nothing". */
export function rateText(t: TFunction, minor: string | null | undefined, money: MoneyFormat): string {
  return minor
    ? t('loyalty.rates.perPoint', { amount: formatMoney(minor, money) })
    : t('loyalty.rates.earnsNothing');
}

function ratesFieldOf(path: string): string | null {
  if (path === 'defaultValidBetPerPointMinor') return 'defaultRate';
  return path.startsWith('categories.') ? path : null;
}

function RatesForm({
  current,
  money,
  canEdit,
}: {
  current: PointsRateVersion | null;
  money: MoneyFormat;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSavePointsRates();
  const [draft, setDraft] = useState<RatesDraft>(() => ratesDraft(current, money.decimals));
  const [problems, setProblems] = useState<Problems>({});
  const [savedNow, setSavedNow] = useState(false);
  const shown: Problems = { ...serverFieldProblems(save.error, ratesFieldOf), ...problems };
  const change = (next: Partial<RatesDraft>) => {
    setSavedNow(false);
    setDraft((now) => ({ ...now, ...next }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !canEdit) return;
    const result = ratesRequest(draft, money.decimals);
    setProblems(result.problems ?? {});
    if (!result.body) return;
    save.mutate(result.body, {
      onSuccess: (saved) => {
        // What the server stored becomes the form's values (a new version is now in force).
        if (saved?.current) setDraft(ratesDraft(saved.current, money.decimals));
        setSavedNow(true);
      },
    });
  };
  const hint = t('loyalty.rates.rateHint', { currency: money.currency });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="points-rates-form">
      <FieldGroup title={t('loyalty.rates.editTitle')} description={t('loyalty.rates.editHint')}>
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            className="sm:col-span-2 lg:col-span-4 lg:max-w-md"
            label={t('loyalty.rates.defaultRate')}
            hint={hint}
            testId="points-rate-default"
            inputMode="decimal"
            suffix={money.currency}
            value={draft.defaultRate}
            problem={shown.defaultRate}
            onChange={(defaultRate) => change({ defaultRate })}
          />
          {gameCategoryCodes.map((code) => (
            <TextField
              key={code}
              label={code}
              testId={`points-rate-${code}`}
              inputMode="decimal"
              suffix={money.currency}
              value={draft.categories[code]}
              problem={shown[`categories.${code}`]}
              onChange={(value) => change({ categories: { ...draft.categories, [code]: value } })}
            />
          ))}
        </fieldset>
      </FieldGroup>
      <SettingsSave
        save={save}
        savedNow={savedNow}
        canEdit={canEdit}
        testPrefix="points-rates"
        saveText={t('loyalty.rates.save')}
        savedText={t('loyalty.rates.saved')}
        readOnlyText={t('loyalty.forms.readOnly')}
      />
    </form>
  );
}

function versionColumns(t: TFunction, money: MoneyFormat): DataColumn<PointsRateVersion>[] {
  return [
    { header: t('loyalty.rates.effectiveFrom'), cell: (row) => <DateTime value={row.effectiveFrom} /> },
    {
      header: t('loyalty.rates.defaultRate'),
      cell: (row) => rateText(t, row.defaultValidBetPerPointMinor, money),
    },
    {
      header: t('loyalty.rates.categories'),
      className: 'break-words',
      cell: (row) =>
        row.categories.length === 0 ? (
          <span className="text-muted">{t('states.none')}</span>
        ) : (
          <span className="flex flex-wrap justify-end gap-x-3 gap-y-1 text-xs md:justify-start">
            {row.categories.map((entry) => (
              <span key={entry.category} className="whitespace-nowrap">
                <span className="font-semibold">{entry.category}</span>{' '}
                {formatMoney(entry.validBetPerPointMinor, money)}
              </span>
            ))}
          </span>
        ),
    },
    { header: t('loyalty.rates.createdBy'), cell: (row) => row.createdBy ?? t('states.none') },
  ];
}

function RatesView({
  data,
  money,
  canEdit,
}: {
  data: AdminPointsRatesResponse;
  money: MoneyFormat;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p
        className="rounded-lg border border-border bg-surface p-3 text-muted"
        data-testid="points-rates-current"
      >
        {data.current ? (
          <>
            {t('loyalty.rates.currentSince')} <DateTime value={data.current.effectiveFrom} />
          </>
        ) : (
          t('loyalty.rates.noneYet')
        )}{' '}
        {t('loyalty.rates.correctionDays', { count: data.correctionDays })}
      </p>
      <RatesForm current={data.current} money={money} canEdit={canEdit} />
      <section className="flex flex-col gap-2" aria-labelledby="points-rate-versions">
        <h2 id="points-rate-versions" className="text-base font-bold">
          {t('loyalty.rates.versions')}
        </h2>
        {data.versions.length === 0 ? (
          <p className="text-muted">{t('loyalty.rates.noVersions')}</p>
        ) : (
          <DataTable
            testId="points-rate-versions"
            caption={t('loyalty.rates.versions')}
            columns={versionColumns(t, money)}
            rows={data.versions}
            rowKey={(row) => row.id}
            rowTestId="points-rate-version"
          />
        )}
      </section>
    </div>
  );
}

/** The points' earning rates per game category (versioned: a change applies from now on), and earlier versions. */
export function PointsRatesPanel({ canEdit }: { canEdit: boolean }) {
  const rates = usePointsRates();
  const money = useBrandMoney();
  return (
    <QueryStates query={rates}>
      {(data) => (money ? <RatesView data={data} money={money} canEdit={canEdit} /> : null)}
    </QueryStates>
  );
}
