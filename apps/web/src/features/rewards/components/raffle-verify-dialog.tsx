import type { MemberRaffle } from '@gaming/contracts/reward-campaigns';
import { AlertIcon, CheckIcon } from '@gaming/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { useRaffleVerification } from '../api/get-raffle-verification';
import type { BrandFormat } from '../lib/brand-format';
import { checkDraw } from '../lib/raffle-verify';

/**
 * Checks a raffle's draw in the browser: the revealed seed against the hash published before tickets
 * closed, then each prize's HMAC and winner recomputed from the seed and the published entries.
 */
export function RaffleVerifyDialog({
  raffle,
  format,
  onClose,
}: {
  raffle: MemberRaffle | null;
  format: BrandFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const verification = useRaffleVerification(raffle?.id ?? null);
  const data = verification.data;
  const check = useQuery({
    queryKey: ['raffles', 'check', raffle?.id ?? null, data?.verification.seed ?? null],
    enabled: data !== undefined && !data.truncated,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => {
      const v = data?.verification;
      if (!v) throw new Error('no verification');
      return checkDraw({
        raffleId: v.raffleId,
        seed: v.seed,
        seedHash: v.seedHash,
        totalTickets: v.totalTickets,
        entries: v.entries,
        results: v.results,
        prizeCount: v.prizes.length,
      });
    },
  });
  const result = check.data;
  return (
    <Modal
      open={raffle !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('raffle.verifyTitle')}
      description={raffle?.title}
      testId="raffle-verify-dialog"
      wide
    >
      {verification.isError ? (
        <ErrorState error={verification.error} onRetry={() => void verification.refetch()} />
      ) : !data ? (
        <Skeleton className="mt-4 h-48" />
      ) : (
        <div className="mt-4 flex flex-col gap-4 text-sm" data-testid="raffle-verification">
          {data.truncated ? (
            <p role="status" className="rounded-md bg-warning-surface p-3">
              {t('raffle.tooLarge')}
            </p>
          ) : result ? (
            result.state === 'checked' ? (
              <p
                role="status"
                data-testid="raffle-verify-outcome"
                data-ok={result.allMatch}
                className={`flex items-start gap-2 rounded-md p-3 font-semibold ${result.allMatch ? 'bg-success/15 text-success' : 'bg-danger-surface text-danger'}`}
              >
                {result.allMatch ? (
                  <CheckIcon className="size-5 shrink-0" />
                ) : (
                  <AlertIcon className="size-5 shrink-0" />
                )}
                {result.allMatch
                  ? t('raffle.verified')
                  : result.seedMatches
                    ? t('raffle.mismatch')
                    : t('raffle.seedMismatch')}
              </p>
            ) : (
              <p
                role="status"
                data-testid="raffle-verify-outcome"
                className="rounded-md bg-warning-surface p-3"
              >
                {t(`raffle.check.${result.state}`)}
              </p>
            )
          ) : (
            <Skeleton className="h-12" />
          )}
          <dl className="grid gap-2 font-mono text-xs break-all">
            <div>
              <dt className="font-sans text-muted">{t('raffle.seedHash')}</dt>
              <dd data-testid="raffle-seed-hash">{data.verification.seedHash}</dd>
            </div>
            <div>
              <dt className="font-sans text-muted">{t('raffle.seed')}</dt>
              <dd data-testid="raffle-seed">{data.verification.seed ?? '—'}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted">{t('raffle.methodNote')}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-xs" data-testid="raffle-results">
              <caption className="sr-only">{t('raffle.results')}</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1.5 text-start font-medium">
                    {t('raffle.place')}
                  </th>
                  <th scope="col" className="py-1.5 text-start font-medium">
                    {t('raffle.winner')}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {t('raffle.ticket')}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {t('raffle.amount')}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {t('raffle.check.column')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border border-t border-border">
                {data.verification.results.map((item) => {
                  const recomputed =
                    result?.state === 'checked'
                      ? result.results.find((entry) => entry.prizeIndex === item.prizeIndex)
                      : undefined;
                  return (
                    <tr
                      key={item.prizeIndex}
                      data-testid="raffle-result"
                      data-matches={recomputed?.matches ?? null}
                    >
                      <td className="py-1.5">{item.prizeIndex + 1}</td>
                      <td className="py-1.5">{item.account ?? t('raffle.noWinner')}</td>
                      <td className="py-1.5 text-end tabular-nums">{item.ticket ?? '—'}</td>
                      <td className="py-1.5 text-end tabular-nums">{format.money(item.amountMinor)}</td>
                      <td className="py-1.5 text-end">
                        {recomputed ? (recomputed.matches ? '✓' : '✗') : '…'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-muted">
            {t('raffle.entries', {
              count: data.verification.pageInfo.total,
              tickets: t('raffle.tickets', { count: data.verification.totalTickets }),
            })}
          </p>
        </div>
      )}
    </Modal>
  );
}
