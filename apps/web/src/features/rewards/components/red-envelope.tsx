import type { RedEnvelopeGrabResponse } from '@gaming/contracts/reward-campaigns';
import { GiftIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { useRedEnvelope } from '../api/get-red-envelope';
import { useGrabRedEnvelope } from '../api/grab-red-envelope';
import type { BrandFormat } from '../lib/brand-format';

/**
 * The red envelope (spec §2): shown only when a drop is live or announced. A live drop has the grab
 * button; a grab shows the amount; the member's own grabs are listed below. Nothing shows without a drop.
 */
export function RedEnvelopePanel({ format }: { format: BrandFormat }) {
  const { t } = useTranslation(['rewards', 'common']);
  const current = useRedEnvelope();
  const grab = useGrabRedEnvelope();
  const [result, setResult] = useState<RedEnvelopeGrabResponse | null>(null);
  const data = current.data;
  if (!data || (!data.drop && data.myGrabs.length === 0)) return null;
  const drop = data.drop;
  const mine = result && drop && result.dropId === drop.id ? result : (drop?.myGrab ?? null);
  return (
    <section
      aria-labelledby="red-envelope-title"
      data-testid="red-envelope"
      data-status={drop?.status ?? 'none'}
      className="overflow-hidden rounded-xl border border-danger/40 bg-gradient-to-br from-danger/25 via-danger/10 to-warning/10"
    >
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-danger text-inverse shadow-panel">
            <GiftIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="red-envelope-title" className="font-bold break-words">
              {drop ? drop.title : t('redEnvelope.title')}
            </h2>
            {drop ? (
              <p className="text-sm text-muted tabular-nums" data-testid="red-envelope-info">
                {drop.status === 'live'
                  ? t('redEnvelope.live', {
                      remaining: drop.remaining,
                      total: drop.envelopeCount,
                      end: format.time(drop.endsAt, 'minute'),
                    })
                  : drop.status === 'scheduled'
                    ? t('redEnvelope.scheduled', { start: format.time(drop.startsAt, 'minute') })
                    : t('redEnvelope.ended')}
              </p>
            ) : null}
          </div>
        </div>
        {drop && drop.status === 'live' ? (
          mine ? (
            <p className="shrink-0 text-center sm:text-end" data-testid="red-envelope-result">
              <span className="block text-xs text-muted">{t('redEnvelope.yourEnvelope')}</span>
              <span className="text-2xl font-extrabold text-danger tabular-nums">
                {format.money(mine.amountMinor)}
              </span>
            </p>
          ) : drop.eligible ? (
            <button
              type="button"
              data-testid="red-envelope-grab"
              disabled={grab.isPending || drop.remaining === 0}
              aria-busy={grab.isPending}
              onClick={() => grab.mutate(drop.id, { onSuccess: setResult })}
              className={`${buttonStyles.primary} h-12 w-full bg-danger px-8 text-base hover:bg-danger sm:w-auto`}
            >
              {grab.isPending ? <Spinner className="size-4" /> : null}
              {drop.remaining === 0 ? t('redEnvelope.soldOut') : t('redEnvelope.grab')}
            </button>
          ) : (
            <p className="shrink-0 text-sm text-muted" data-testid="red-envelope-not-eligible">
              {t('redEnvelope.notEligible')}
            </p>
          )
        ) : null}
      </div>
      {grab.error ? (
        <div className="px-4 pb-3">
          <FormAlert error={grab.error} testId="red-envelope-error" />
        </div>
      ) : null}
      {data.myGrabs.length > 0 ? (
        <details className="border-t border-border/60 px-4 py-2 text-sm" data-testid="red-envelope-my-grabs">
          <summary className="cursor-pointer py-1 font-semibold">
            {t('redEnvelope.myGrabs', { count: data.myGrabs.length })}
          </summary>
          <ul className="flex flex-col divide-y divide-border/60">
            {data.myGrabs.map((item) => (
              <li key={item.dropId} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate">{item.title}</span>
                  <span className="text-xs text-muted tabular-nums">
                    {format.time(item.grabbedAt, 'minute')}
                  </span>
                </span>
                <span className="shrink-0 font-bold tabular-nums">{format.money(item.amountMinor)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
