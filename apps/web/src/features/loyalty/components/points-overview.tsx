import type { PointsBalanceResponse, PointsConfigResponse } from '@gaming/contracts/points';
import { StarIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { formatPoints } from '../lib/whole-numbers';
import { VipBadge } from './vip-badge';

/** "1 point for every रू 10.00 of valid bet in Slots": the earning rates in force (pointsConfig). */
function EarningRates({ config, format }: { config: PointsConfigResponse; format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const { earning } = config;
  const rows = [
    ...earning.categories.map((rate) => ({
      key: rate.category,
      label: t(`common:categories.${rate.category}`, { defaultValue: rate.category }),
      perPointMinor: rate.validBetPerPointMinor,
    })),
    ...(earning.defaultValidBetPerPointMinor
      ? [
          {
            key: 'default',
            label: t('earning.otherGames'),
            perPointMinor: earning.defaultValidBetPerPointMinor,
          },
        ]
      : []),
  ];
  return (
    <details
      className="group rounded-lg border border-border bg-surface px-3 py-2 text-sm"
      data-testid="points-earning"
    >
      <summary className="cursor-pointer font-semibold">{t('earning.title')}</summary>
      {rows.length === 0 ? (
        <p className="py-2 text-muted">{t('earning.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 py-2">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3">
              <span className="text-muted">{row.label}</span>
              <span className="text-end font-semibold tabular-nums">
                {t('earning.rate', { amount: format.money(row.perPointMinor) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="pb-1 text-xs text-muted">{t('earning.neverExpire')}</p>
    </details>
  );
}

/**
 * The member's points (spendable and lifetime, spec §1: they never expire) with the VIP badge, the
 * conversion button when the brand offers it, and how points are earned.
 */
export function PointsOverview({
  balance,
  config,
  format,
  canConvert,
  onConvert,
  onLogin,
}: {
  balance: {
    data: PointsBalanceResponse | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  } | null;
  config: PointsConfigResponse | undefined;
  format: LoyaltyFormat;
  canConvert: boolean;
  onConvert: () => void;
  /** A visitor's way in: shown instead of the balance. */
  onLogin: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <div className="flex flex-col gap-3">
      {balance ? (
        <section
          aria-label={t('balance.title')}
          data-testid="points-balance"
          className="flex flex-col gap-4 rounded-xl border border-border bg-gradient-to-br from-surface to-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
        >
          {balance.data ? (
            <div className="flex items-center gap-4">
              <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-accent/15 text-accent-text sm:grid">
                <StarIcon className="size-6" />
              </span>
              <dl className="flex flex-wrap gap-x-8 gap-y-2">
                <div>
                  <dt className="flex items-center gap-2 text-xs text-muted">
                    {t('balance.spendable')}
                    <VipBadge testId="points-vip-badge" />
                  </dt>
                  <dd className="text-2xl font-extrabold tabular-nums" data-testid="points-spendable">
                    {formatPoints(balance.data.spendablePoints)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('balance.lifetime')}</dt>
                  <dd className="text-2xl font-bold text-muted tabular-nums" data-testid="points-lifetime">
                    {formatPoints(balance.data.lifetimePoints)}
                  </dd>
                </div>
              </dl>
            </div>
          ) : balance.isError ? (
            <ErrorState error={balance.error} onRetry={() => void balance.refetch()} compact />
          ) : (
            <Skeleton className="h-14 w-64" />
          )}
          {canConvert ? (
            <button
              type="button"
              data-testid="points-convert"
              onClick={onConvert}
              disabled={!balance.data}
              className={`${buttonStyles.primary} h-11 sm:w-44`}
            >
              {t('convert.open')}
            </button>
          ) : null}
        </section>
      ) : (
        <section
          data-testid="points-guest"
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm">{t('balance.guest')}</p>
          <button
            type="button"
            data-testid="points-login"
            onClick={onLogin}
            className={`${buttonStyles.primary} h-10 shrink-0`}
          >
            {t('balance.login')}
          </button>
        </section>
      )}
      {config ? <EarningRates config={config} format={format} /> : null}
    </div>
  );
}
