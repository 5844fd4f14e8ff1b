import type { RoundVerification } from '@gaming/contracts/inhouse';
import type { InhouseOutcome, InhousePlay } from '@gaming/contracts/inhouse-games';
import { AlertIcon, CheckIcon, ShieldIcon } from '@gaming/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useInhouseGameName, useInhouseGames } from '../api/get-inhouse-games';
import { useRoundVerification } from '../api/get-round-verification';
import { useRotateSeed } from '../api/rotate-seed';
import { formatMoney } from '../lib/format';
import { verifyRound } from '../lib/verify-round';
import { panelClass } from './game-frame';
import { outcomeText } from './outcome-text';
import { Mono } from './seed-panel';

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  return (
    <li data-testid={testId} data-ok={ok ? 'true' : 'false'} className="flex items-center gap-2">
      {ok ? <CheckIcon className="size-5 text-success" /> : <AlertIcon className="size-5 text-danger" />}
      {label}
    </li>
  );
}

/** The browser's own re-computation of a round, run with Web Crypto from the data the server returned. */
function Recomputation({ data, decimals }: { data: RoundVerification; decimals: number }) {
  const { t } = useTranslation('inhouse');
  const rotate = useRotateSeed();
  const result = useQuery({
    queryKey: ['inhouse-verify-local', data.round.roundId, data.serverSeed],
    queryFn: () => verifyRound(data),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!result.data) return <Skeleton className="h-24" />;
  const verdict = result.data;
  if (verdict.state === 'pending')
    return (
      <p data-testid="verify-result" data-state="pending">
        {t('history.drawing')}
      </p>
    );
  if (verdict.state === 'unrevealed')
    return (
      <div
        data-testid="verify-result"
        data-state="unrevealed"
        className="flex flex-col items-start gap-3 rounded-lg bg-warning-surface p-3 text-sm"
      >
        <p>{t('verify.unrevealed')}</p>
        <button
          type="button"
          data-testid="verify-rotate"
          className="rounded-md bg-accent px-3 py-2 font-semibold text-accent-contrast disabled:opacity-60"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(undefined)}
        >
          {t('verify.rotateToReveal')}
        </button>
      </div>
    );
  const play = { game: data.round.game, params: data.round.params } as InhousePlay;
  const verified = verdict.state === 'verified';
  return (
    <div
      data-testid="verify-result"
      data-state={verdict.state}
      className={`flex flex-col gap-3 rounded-lg p-3 text-sm ${verified ? 'bg-success/10' : 'bg-danger-surface'}`}
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        {verified ? (
          <ShieldIcon className="size-5 text-success" />
        ) : (
          <AlertIcon className="size-5 text-danger" />
        )}
        {verified ? t('verify.verified') : t('verify.mismatch')}
      </p>
      <ul className="flex flex-col gap-1.5">
        <Check ok={verdict.hashMatches} label={t('verify.hashCheck')} testId="check-hash" />
        <Check ok={verdict.outcomeMatches} label={t('verify.outcomeCheck')} testId="check-outcome" />
        <Check
          ok={verdict.winMatches}
          label={t('verify.winCheck', { amount: formatMoney(verdict.computedWinMinor, decimals) })}
          testId="check-win"
        />
      </ul>
      <dl className="grid gap-1 sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">{t('verify.computedHash')}</dt>
        <dd className="min-w-0">
          <Mono>{verdict.computedHash}</Mono>
        </dd>
        <dt className="text-muted">{t('verify.recomputed')}</dt>
        <dd data-testid="recomputed-outcome">{outcomeText(t, play, verdict.recomputed)}</dd>
      </dl>
    </div>
  );
}

/** A round's fairness data and its verification in the browser. */
export function VerifyPanel({ roundId }: { roundId: string }) {
  const { t } = useTranslation('inhouse');
  const verification = useRoundVerification(roundId);
  const games = useInhouseGames();
  const nameOf = useInhouseGameName();
  const decimals = games.data?.decimals ?? 2;
  if (verification.isError && !verification.data)
    return <ErrorState error={verification.error} onRetry={() => void verification.refetch()} />;
  if (!verification.data) return <Skeleton className="h-64" />;
  const data = verification.data;
  const { round } = data;
  const play = { game: round.game, params: round.params } as InhousePlay;
  const recorded = (
    round.outcome === null ? null : { game: round.game, outcome: round.outcome }
  ) as InhouseOutcome | null;
  return (
    <section
      className={`${panelClass} flex flex-col gap-4`}
      aria-labelledby="verify-title"
      data-testid="verify-panel"
    >
      <div>
        <h2 id="verify-title" className="text-lg font-semibold">
          {t('verify.title', { game: nameOf(round.game) })}
        </h2>
        <p className="text-xs text-muted">
          <Mono>{round.roundId}</Mono>
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">{t('history.stake')}</dt>
        <dd className="tabular-nums">{formatMoney(round.stakeMinor, decimals)}</dd>
        <dt className="text-muted">{t('history.win')}</dt>
        <dd className="tabular-nums">{formatMoney(round.winMinor, decimals)}</dd>
        <dt className="text-muted">{t('fair.serverSeedHash')}</dt>
        <dd className="min-w-0">
          <Mono testId="verify-hash">{round.serverSeedHash ?? '—'}</Mono>
        </dd>
        <dt className="text-muted">{t('fair.serverSeed')}</dt>
        <dd className="min-w-0">
          {data.serverSeed ? (
            <Mono testId="verify-seed">{data.serverSeed}</Mono>
          ) : (
            <span className="text-muted">{t('verify.notRevealed')}</span>
          )}
        </dd>
        <dt className="text-muted">{t('fair.clientSeed')}</dt>
        <dd className="min-w-0">
          <Mono>{round.clientSeed ?? '—'}</Mono>
        </dd>
        <dt className="text-muted">{t('fair.nonce')}</dt>
        <dd data-testid="verify-nonce" className="tabular-nums">
          {round.nonce ?? '—'}
        </dd>
        <dt className="text-muted">{t('verify.recorded')}</dt>
        <dd data-testid="recorded-outcome">{outcomeText(t, play, recorded)}</dd>
      </dl>
      <Recomputation data={data} decimals={decimals} />
      <details className="text-xs text-muted">
        <summary className="cursor-pointer">{t('verify.howTitle')}</summary>
        <p className="mt-2">{t('verify.how')}</p>
      </details>
    </section>
  );
}
