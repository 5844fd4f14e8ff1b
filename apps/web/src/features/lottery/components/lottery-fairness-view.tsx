import { verifyLotteryDraw } from '@gaming/contracts/lottery/lottery-draw';
import type { LotteryDraw } from '@gaming/contracts/lottery-api';
import { AlertIcon, CheckIcon, ShieldIcon } from '@gaming/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { formatBrandIso } from '../../../lib/brand-time';
import { useLotteryDraw } from '../api/get-lottery-draw';
import { DrawNumbers } from './draw-numbers';
import { panelClass } from './panel';

const drawIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Mono({ children, testId }: { children: string; testId?: string }) {
  return (
    <code data-testid={testId} className="break-all rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs">
      {children}
    </code>
  );
}

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  return (
    <li data-testid={testId} data-ok={ok ? 'true' : 'false'} className="flex items-center gap-2">
      {ok ? (
        <CheckIcon className="size-5 shrink-0 text-success" />
      ) : (
        <AlertIcon className="size-5 shrink-0 text-danger" />
      )}
      {label}
    </li>
  );
}

/** The browser's own recomputation (Web Crypto, the lottery math's published method). */
function Recomputation({
  draw,
  serverSeed,
  numbers,
}: {
  draw: LotteryDraw;
  serverSeed: string;
  numbers: string[];
}) {
  const { t } = useTranslation('lottery');
  const check = useQuery({
    queryKey: ['lottery-verify-local', draw.drawId, serverSeed, numbers.join(',')],
    queryFn: () =>
      verifyLotteryDraw({
        gameCode: draw.gameCode,
        drawId: draw.drawId,
        serverSeed,
        seedHash: draw.seedHash,
        numbers,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (check.isError)
    return (
      <p
        data-testid="lottery-verify-result"
        data-state="mismatch"
        className="rounded-lg bg-danger-surface p-3 text-sm"
      >
        {t('fairness.mismatch')}
      </p>
    );
  if (!check.data) return <Skeleton className="h-24" />;
  const verdict = check.data;
  const verified = verdict.seedHashMatches && verdict.numbersMatch;
  return (
    <div
      data-testid="lottery-verify-result"
      data-state={verified ? 'verified' : 'mismatch'}
      className={`flex flex-col gap-3 rounded-lg p-3 text-sm ${verified ? 'bg-success/10' : 'bg-danger-surface'}`}
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        {verified ? (
          <ShieldIcon className="size-5 text-success" />
        ) : (
          <AlertIcon className="size-5 text-danger" />
        )}
        {verified ? t('fairness.verified') : t('fairness.mismatch')}
      </p>
      <ul className="flex flex-col gap-1.5">
        <Check ok={verdict.seedHashMatches} label={t('fairness.hashCheck')} testId="lottery-check-hash" />
        <Check ok={verdict.numbersMatch} label={t('fairness.numbersCheck')} testId="lottery-check-numbers" />
      </ul>
      <dl className="grid gap-2 sm:grid-cols-[14rem_1fr]">
        <dt className="text-muted">{t('fairness.computedHash')}</dt>
        <dd className="min-w-0">
          <Mono testId="lottery-computed-hash">{verdict.computedSeedHash}</Mono>
        </dd>
        <dt className="text-muted">{t('fairness.recomputed')}</dt>
        <dd className="min-w-0" data-testid="lottery-recomputed">
          <DrawNumbers gameCode={draw.gameCode} numbers={verdict.computedNumbers} />
        </dd>
      </dl>
    </div>
  );
}

function DrawProof({ drawId, gmtOffsetMinutes }: { drawId: string; gmtOffsetMinutes: number }) {
  const { t } = useTranslation('lottery');
  const draw = useLotteryDraw(drawId);
  if (draw.isError && !draw.data)
    return <ErrorState error={draw.error} onRetry={() => void draw.refetch()} />;
  if (!draw.data) return <Skeleton className="h-64" />;
  const data = draw.data;
  return (
    <section
      className={`${panelClass} flex flex-col gap-4`}
      data-testid="lottery-proof"
      aria-labelledby="proof-title"
    >
      <div>
        <h2 id="proof-title" className="text-lg font-semibold">
          {t(`games.${data.gameCode}`)}
        </h2>
        <p className="text-xs text-muted">
          <Mono>{data.drawId}</Mono>
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[14rem_1fr]">
        <dt className="text-muted">{t('fairness.drawAt')}</dt>
        <dd className="tabular-nums">{formatBrandIso(data.drawAt, gmtOffsetMinutes)}</dd>
        <dt className="text-muted">{t('fairness.seedHash')}</dt>
        <dd className="min-w-0">
          <Mono testId="lottery-seed-hash">{data.seedHash}</Mono>
        </dd>
        <dt className="text-muted">{t('fairness.seed')}</dt>
        <dd className="min-w-0">
          {data.serverSeed ? (
            <Mono testId="lottery-seed">{data.serverSeed}</Mono>
          ) : (
            <span className="text-muted" data-testid="lottery-seed-hidden">
              {t('fairness.notRevealed', { time: formatBrandIso(data.drawAt, gmtOffsetMinutes) })}
            </span>
          )}
        </dd>
        {data.numbers ? (
          <>
            <dt className="text-muted">{t('fairness.recorded')}</dt>
            <dd className="min-w-0" data-testid="lottery-recorded">
              <DrawNumbers gameCode={data.gameCode} numbers={data.numbers} />
            </dd>
          </>
        ) : null}
      </dl>
      {data.status === 'cancelled' ? (
        <p className="rounded-lg bg-warning-surface p-3 text-sm" data-testid="lottery-cancelled">
          {t('fairness.cancelled')}
        </p>
      ) : null}
      {data.serverSeed && data.numbers ? (
        <Recomputation draw={data} serverSeed={data.serverSeed} numbers={data.numbers} />
      ) : null}
    </section>
  );
}

/**
 * /lotteryFairness?drawId=: anyone (no login) checks a draw: the revealed seed against the hash published
 * before sales closed, and the numbers recomputed here from the seed and the draw's id.
 */
export function LotteryFairnessView({
  drawId,
  onDrawId,
  gmtOffsetMinutes,
}: {
  drawId: string | null;
  onDrawId: (drawId: string) => void;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState(drawId ?? '');
  const [invalid, setInvalid] = useState(false);
  const valid = drawId !== null && drawIdPattern.test(drawId);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <ShieldIcon className="size-6 text-success" />
          {t('fairness.title')}
        </h1>
        <p className="text-sm text-muted">{t('fairness.intro')}</p>
      </header>
      <form
        className="flex items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const next = text.trim();
          const ok = drawIdPattern.test(next);
          setInvalid(!ok);
          if (ok) onDrawId(next.toLowerCase());
        }}
      >
        <div className="min-w-0 flex-1">
          <TextField
            label={t('fairness.drawId')}
            value={text}
            onChange={(value) => {
              setText(value);
              setInvalid(false);
            }}
            testId="lottery-draw-id"
            autoComplete="off"
            spellCheck={false}
            error={invalid || (drawId !== null && !valid) ? t('fairness.invalidId') : null}
          />
        </div>
        <button
          type="submit"
          className={`${buttonStyles.primary} mt-[1.625rem] h-11`}
          data-testid="lottery-draw-open"
        >
          {t('fairness.open')}
        </button>
      </form>
      {valid ? (
        <DrawProof key={drawId} drawId={drawId.toLowerCase()} gmtOffsetMinutes={gmtOffsetMinutes} />
      ) : null}
      <details className={`${panelClass} text-sm text-muted`}>
        <summary className="cursor-pointer font-semibold text-text">{t('fairness.howTitle')}</summary>
        <p className="mt-2">{t('fairness.how')}</p>
      </details>
    </div>
  );
}
