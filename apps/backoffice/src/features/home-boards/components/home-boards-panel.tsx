import type { AdminHomeBoardsResponse, AdminJackpotPool } from '@gaming/contracts/jackpots';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { QueryStates } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format-money';
import { amountProblem, minorToInput, thresholdProblem } from '../../adjustments/lib/adjustment-form';
import { useHomeBoards, useSetJackpotSeed, useSetWinnerBoardMinimum } from '../api/home-boards';

type Brand = AdminHomeBoardsResponse['brand'];

function SeedDialog({ pool, brand, onClose }: { pool: AdminJackpotPool; brand: Brand; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetJackpotSeed();
  const [seed, setSeed] = useState(minorToInput(pool.seedMinor, brand.decimals));
  const [submitted, setSubmitted] = useState(false);
  // 0 is allowed: it takes the seed back to the house.
  const problem = seed.trim() === '0' ? null : amountProblem(seed, brand.decimals);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || save.isPending) return;
    save.mutate({ vendorCode: pool.vendorCode, seed: seed.trim() }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="jackpot-seed-dialog"
      title={t('homeBoards.seedTitle', { vendor: pool.displayName })}
      description={t('homeBoards.seedDescription')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          label={t('homeBoards.seed', { currency: brand.currency })}
          testId="jackpot-seed-amount"
          inputMode="decimal"
          autoComplete="off"
          value={seed}
          hint={t('homeBoards.seedHint')}
          error={
            submitted && problem
              ? t(`adjustments.create.problems.amount.${problem}`, { count: brand.decimals })
              : null
          }
          onChange={(event) => setSeed(event.target.value)}
        />
        {save.isError ? <FormError error={save.error} testId="jackpot-seed-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid="jackpot-seed-save"
            className={buttonStyles.primary}
            disabled={save.isPending}
          >
            {save.isPending ? t('states.saving') : t('homeBoards.saveSeed')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function PoolsTable({ data, canConfigure }: { data: AdminHomeBoardsResponse; canConfigure: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminJackpotPool | null>(null);
  const money = (minor: string) => formatMoney(minor, data.brand);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="p-2">{t('homeBoards.vendor')}</th>
            <th className="p-2">{t('homeBoards.seed', { currency: data.brand.currency })}</th>
            <th className="p-2">{t('homeBoards.funded')}</th>
            <th className="p-2">{t('homeBoards.contributions')}</th>
            <th className="p-2">{t('homeBoards.shown')}</th>
            {canConfigure ? <th className="p-2" /> : null}
          </tr>
        </thead>
        <tbody>
          {data.pools.map((pool) => (
            <tr
              key={pool.vendorCode}
              data-testid={`jackpot-pool-${pool.vendorCode}`}
              className="border-t border-border"
            >
              <td className="p-2 font-semibold">{pool.displayName}</td>
              <td className="p-2 tabular-nums">{money(pool.seedMinor)}</td>
              <td className="p-2 tabular-nums" data-testid="jackpot-pool-funded">
                {money(pool.fundedMinor)}
              </td>
              <td className="p-2 tabular-nums">
                {pool.contributionsMinor === null ? t('homeBoards.noPool') : money(pool.contributionsMinor)}
              </td>
              <td className="p-2 tabular-nums">
                {pool.contributionsMinor === null
                  ? t('homeBoards.notShown')
                  : money((BigInt(pool.fundedMinor) + BigInt(pool.contributionsMinor)).toString())}
              </td>
              {canConfigure ? (
                <td className="p-2 text-right">
                  <button
                    type="button"
                    data-testid={`jackpot-seed-edit-${pool.vendorCode}`}
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                    onClick={() => setEditing(pool)}
                  >
                    {t('homeBoards.editSeed')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? <SeedDialog pool={editing} brand={data.brand} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function WinnerBoardForm({ data, canConfigure }: { data: AdminHomeBoardsResponse; canConfigure: boolean }) {
  const { t } = useTranslation();
  const save = useSetWinnerBoardMinimum();
  const [minimum, setMinimum] = useState(minorToInput(data.winnerBoardMinimumWinMinor, data.brand.decimals));
  const [submitted, setSubmitted] = useState(false);
  const problem = thresholdProblem(minimum, data.brand.decimals);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || save.isPending) return;
    save.mutate(minimum.trim());
  };
  if (!canConfigure)
    return (
      <p className="text-sm" data-testid="winner-board-minimum">
        {t('homeBoards.minimumWinValue', {
          amount: formatMoney(data.winnerBoardMinimumWinMinor, data.brand),
        })}
      </p>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="sm:w-72">
        <FormField
          label={t('homeBoards.minimumWin', { currency: data.brand.currency })}
          testId="winner-board-minimum-input"
          inputMode="decimal"
          autoComplete="off"
          value={minimum}
          error={
            submitted && problem
              ? t(`adjustments.create.problems.amount.${problem}`, { count: data.brand.decimals })
              : null
          }
          onChange={(event) => setMinimum(event.target.value)}
        />
      </div>
      <button
        type="submit"
        data-testid="winner-board-minimum-save"
        className={buttonStyles.primary}
        disabled={save.isPending}
      >
        {save.isPending ? t('states.saving') : save.isSuccess ? t('homeBoards.saved') : t('homeBoards.save')}
      </button>
      {save.isError ? <FormError error={save.error} testId="winner-board-minimum-error" /> : null}
    </form>
  );
}

/**
 * The home page's boards (issue 14 #7): each vendor pool's seed (house money, funded through the
 * ledger, set by finance) and the smallest win the winner boards list (set by content staff).
 */
export function HomeBoardsPanel({
  canConfigureJackpots,
  canConfigureWinners,
}: {
  canConfigureJackpots: boolean;
  canConfigureWinners: boolean;
}) {
  const { t } = useTranslation();
  const boards = useHomeBoards();
  return (
    <QueryStates query={boards}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <section
            data-testid="jackpot-seeds"
            aria-label={t('homeBoards.jackpotsTitle')}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
          >
            <h2 className="text-sm font-semibold">{t('homeBoards.jackpotsTitle')}</h2>
            <p className="text-xs text-muted">{t('homeBoards.jackpotsDescription')}</p>
            <PoolsTable data={data} canConfigure={canConfigureJackpots} />
          </section>
          <section
            data-testid="winner-board-settings"
            aria-label={t('homeBoards.winnersTitle')}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
          >
            <h2 className="text-sm font-semibold">{t('homeBoards.winnersTitle')}</h2>
            <p className="text-xs text-muted">{t('homeBoards.winnersDescription')}</p>
            <WinnerBoardForm data={data} canConfigure={canConfigureWinners} />
          </section>
        </div>
      )}
    </QueryStates>
  );
}
