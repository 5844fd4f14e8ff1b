import type { RgSessionResponse } from '@gaming/contracts/rg-limits';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { useRgProfile } from '../api/get-rg-profile';
import { useRgSession } from '../api/get-rg-session';
import { useNow } from '../hooks/use-now';
import { useRestriction } from '../hooks/use-restriction';
import { useRgBrand } from '../hooks/use-rg-brand';
import { elapsedSecondsNow, formatClock, formatNet } from '../lib/rg-format';

/**
 * Game pages' session clock (issue 20): time since login (ticking each second) and the session's net
 * result, when the brand's profile asks for them (showClockInGames / showNetInGames).
 */
export function SessionClockBar() {
  const { status } = useSession();
  const { restricted } = useRestriction();
  const profile = useRgProfile({ enabled: status === 'member' });
  const rules = profile.data?.realityCheck;
  const wanted = status === 'member' && !restricted && (rules?.showClockInGames || rules?.showNetInGames);
  const session = useRgSession({ enabled: wanted === true });
  if (!wanted || !rules || !session.data) return null;
  return (
    <Suspense fallback={null}>
      <SessionClock
        session={session.data}
        answeredAtMs={session.dataUpdatedAt}
        showClock={rules.showClockInGames}
        showNet={rules.showNetInGames}
      />
    </Suspense>
  );
}

function SessionClock({
  session,
  answeredAtMs,
  showClock,
  showNet,
}: {
  session: RgSessionResponse;
  answeredAtMs: number;
  showClock: boolean;
  showNet: boolean;
}) {
  const { t } = useTranslation('responsible');
  const brand = useRgBrand();
  const now = useNow(1000);
  return (
    <dl
      data-testid="session-clock-bar"
      aria-label={t('clock.label')}
      className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-md border border-border bg-surface px-3 py-1.5 text-sm"
    >
      {showClock ? (
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('clock.elapsed')}</dt>
          <dd data-testid="session-clock-elapsed" className="font-mono font-semibold tabular-nums">
            {formatClock(elapsedSecondsNow(session.elapsedSeconds, answeredAtMs, now))}
          </dd>
        </div>
      ) : null}
      {showNet ? (
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('clock.net')}</dt>
          <dd data-testid="session-clock-net" className="font-mono font-semibold tabular-nums">
            <bdi>{formatNet(session.netResultMinor, brand)}</bdi>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
