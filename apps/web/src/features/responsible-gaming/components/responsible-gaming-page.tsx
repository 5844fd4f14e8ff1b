import type { RgExclusion } from '@gaming/contracts/rg-exclusions';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useRgProfile } from '../api/get-rg-profile';
import { useRgStatus } from '../api/get-rg-status';
import { useRgBrand } from '../hooks/use-rg-brand';
import { BreakSection, ClosureSection, SelfExclusionSection } from './exclusion-sections';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';

export type HistoryLink = 'bets' | 'transactions' | 'deposits';
const historyLinks: readonly HistoryLink[] = ['bets', 'transactions', 'deposits'];

function PastExclusions({ exclusions }: { exclusions: readonly RgExclusion[] }) {
  const { t } = useTranslation('responsible');
  const brand = useRgBrand();
  if (exclusions.length === 0) return null;
  return (
    <section aria-labelledby="rg-past-title" data-testid="rg-past-exclusions" className="flex flex-col gap-2">
      <h3 id="rg-past-title" className="text-base font-bold">
        {t('past.title')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {exclusions.map((entry) => (
          <li key={entry.id} className="rounded-md border border-border bg-surface px-3 py-2">
            <strong>{t(`restriction.kinds.${entry.kind}`)}</strong>{' '}
            {t('past.range', {
              from: brand.time(entry.startsAt),
              to: entry.endsAt ? brand.time(entry.endsAt) : t('past.noEnd'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The member centre's responsible-gaming page (issue 20): limits per kind and period, the reality check,
 * a break, self-exclusion, closing the account, and links to the member's own history. What the brand
 * does not offer (its jurisdiction profile) is not shown.
 */
export function ResponsibleGamingPage({ onOpenHistory }: { onOpenHistory: (link: HistoryLink) => void }) {
  const { t } = useTranslation('responsible');
  const profile = useRgProfile();
  const status = useRgStatus();
  const selfExclusionRef = useRef<HTMLDivElement>(null);
  const failed = profile.error ?? status.error;
  if (failed && (!profile.data || !status.data)) {
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void profile.refetch();
          void status.refetch();
        }}
      />
    );
  }
  if (!profile.data || !status.data) return <Skeleton className="h-96" />;
  const offerSelfExclusion = () => {
    selfExclusionRef.current?.scrollIntoView({ block: 'start' });
    selfExclusionRef.current?.querySelector<HTMLElement>('select')?.focus();
  };
  return (
    <div data-testid="rg-page" className="flex flex-col gap-6">
      <p className="text-sm">{t('page.intro')}</p>
      <LimitsSection profile={profile.data} status={status.data.limits} />
      <RealityCheckSection
        profile={profile.data}
        currentMinutes={status.data.limits.realityCheckIntervalMinutes}
      />
      <nav aria-labelledby="rg-history-title" data-testid="rg-history-links" className="flex flex-col gap-2">
        <h3 id="rg-history-title" className="text-base font-bold">
          {t('history.title')}
        </h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {historyLinks.map((link) => (
            <li key={link}>
              <button
                type="button"
                data-testid={`rg-history-${link}`}
                onClick={() => onOpenHistory(link)}
                className="font-semibold text-accent-text underline underline-offset-4"
              >
                {t(`history.${link}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <BreakSection profile={profile.data} />
      <div ref={selfExclusionRef}>
        <SelfExclusionSection profile={profile.data} />
      </div>
      <ClosureSection profile={profile.data} onOfferSelfExclusion={offerSelfExclusion} />
      <PastExclusions exclusions={status.data.exclusions} />
    </div>
  );
}
