import type { RotateSeedResponse } from '@gaming/contracts/inhouse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { useSeedPair } from '../api/get-seed-pair';
import { useRotateSeed } from '../api/rotate-seed';
import { panelClass } from './game-frame';

/** A long hex value that wraps instead of pushing the page sideways. */
export function Mono({ children, testId }: { children: string; testId?: string }) {
  return (
    <code data-testid={testId} className="break-all rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs">
      {children}
    </code>
  );
}

/** One line under a game: the committed hash, client seed and next nonce. */
export function SeedSummary() {
  const { t } = useTranslation('inhouse');
  const pair = useSeedPair();
  if (!pair.data) return <Skeleton className="h-10 flex-1" />;
  return (
    <dl className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="text-muted">{t('fair.serverSeedHash')}</dt>
      <dd className="min-w-0">
        <Mono testId="seed-hash">{pair.data.serverSeedHash}</Mono>
      </dd>
      <dt className="text-muted">{t('fair.clientSeedAndNonce')}</dt>
      <dd className="min-w-0">
        <Mono>{pair.data.clientSeed}</Mono> · <span className="tabular-nums">{pair.data.nonce}</span>
      </dd>
    </dl>
  );
}

/** The fairness page's seed section: current pair, a new client seed, rotation and what it revealed. */
export function SeedPanel() {
  const { t } = useTranslation('inhouse');
  const pair = useSeedPair();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<RotateSeedResponse['revealed'] | null>(null);
  const run = (seed?: string) =>
    rotate.mutate(seed, {
      onSuccess: (response) => {
        setRevealed(response.revealed);
        setClientSeed('');
      },
    });
  return (
    <section className={`${panelClass} flex flex-col gap-4`} aria-labelledby="seed-title">
      <div>
        <h2 id="seed-title" className="text-lg font-semibold">
          {t('fair.seedsTitle')}
        </h2>
        <p className="text-sm text-muted">{t('fair.seedsBody')}</p>
      </div>
      {pair.data ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-muted">{t('fair.serverSeedHash')}</dt>
          <dd className="min-w-0">
            <Mono testId="current-seed-hash">{pair.data.serverSeedHash}</Mono>
          </dd>
          <dt className="text-muted">{t('fair.clientSeed')}</dt>
          <dd className="min-w-0">
            <Mono testId="current-client-seed">{pair.data.clientSeed}</Mono>
          </dd>
          <dt className="text-muted">{t('fair.nextNonce')}</dt>
          <dd data-testid="current-nonce" className="tabular-nums">
            {pair.data.nonce}
          </dd>
        </dl>
      ) : (
        <Skeleton className="h-20" />
      )}
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (clientSeed.trim()) run(clientSeed.trim());
        }}
      >
        <div>
          <TextField
            label={t('fair.newClientSeed')}
            value={clientSeed}
            onChange={setClientSeed}
            maxLength={64}
            testId="client-seed-input"
            hint={t('fair.clientSeedHint')}
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="submit"
            className={buttonStyles.secondary}
            disabled={rotate.isPending || !clientSeed.trim()}
          >
            {t('fair.setClientSeed')}
          </button>
          <button
            type="button"
            data-testid="rotate-seed"
            className={buttonStyles.primary}
            disabled={rotate.isPending}
            onClick={() => run()}
          >
            {t('fair.rotate')}
          </button>
        </div>
      </form>
      <FormAlert error={rotate.error} testId="rotate-error" />
      {revealed ? (
        <div data-testid="revealed-seed" className="rounded-lg border border-border bg-surface-2 p-3 text-sm">
          <p className="font-semibold">{t('fair.revealedTitle', { count: revealed.roundsPlayed })}</p>
          <dl className="mt-2 grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="text-muted">{t('fair.serverSeed')}</dt>
            <dd className="min-w-0">
              <Mono>{revealed.serverSeed}</Mono>
            </dd>
            <dt className="text-muted">{t('fair.serverSeedHash')}</dt>
            <dd className="min-w-0">
              <Mono>{revealed.serverSeedHash}</Mono>
            </dd>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
