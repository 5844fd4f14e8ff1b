import { type HarmMarker, harmMarkerRules } from '@gaming/contracts/harm-markers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { InteractionForm } from '../../compliance/components/interaction-form';
import { type HarmMarkersFilter, useHarmMarkers, useReviewHarmMarker } from '../api/harm-markers';

function Evidence({ evidence }: { evidence: Record<string, unknown> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted">
      {Object.entries(evidence).map(([key, value]) => (
        <div key={key} className="contents">
          <dt>{key}</dt>
          <dd className="tabular-nums">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MarkerCard({ marker, canReview }: { marker: HarmMarker; canReview: boolean }) {
  const { t } = useTranslation('compliance');
  const review = useReviewHarmMarker();
  const [open, setOpen] = useState(false);
  return (
    <li
      data-testid="harm-marker"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={marker.status === 'open' ? 'warning' : 'neutral'} value={marker.status}>
          {t(`harm.statuses.${marker.status}`)}
        </Badge>
        <span className="font-semibold">{t(`harm.rules.${marker.rule}`)}</span>
        <Link className="underline" to={`/members/${marker.memberId}`}>
          {marker.memberUsername}
        </Link>
      </div>
      <p className="text-sm">
        <DateTime value={marker.windowStart} /> → <DateTime value={marker.windowEnd} />
      </p>
      <Evidence evidence={marker.evidence} />
      {marker.status === 'reviewed' ? (
        <p className="text-xs text-muted">
          {t('harm.reviewedBy', { name: marker.reviewedByName ?? '' })} <DateTime value={marker.reviewedAt} />
        </p>
      ) : null}
      {marker.status === 'open' && canReview && !open ? (
        <div>
          <button
            type="button"
            data-testid="harm-marker-review"
            className={buttonStyles.secondary}
            onClick={() => setOpen(true)}
          >
            {t('harm.review')}
          </button>
        </div>
      ) : null}
      {marker.status === 'open' && canReview && open ? (
        <InteractionForm
          testId="harm-marker-review-form"
          submitLabel={t('harm.markReviewed')}
          pending={review.isPending}
          error={review.isError ? review.error : null}
          onSubmit={(body, done) =>
            review.mutate(
              { id: marker.id, body },
              {
                onSuccess: () => {
                  done();
                  setOpen(false);
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}

/** /compliance/harm-markers: markers found by the hourly job, filtered by rule and status, reviewed in place. */
export function HarmMarkersReport({ canReview }: { canReview: boolean }) {
  const { t } = useTranslation('compliance');
  const [filter, setFilter] = useState<HarmMarkersFilter>({
    rule: '',
    status: 'open',
    page: 1,
    pageSize: 25,
  });
  const result = useHarmMarkers(filter);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('harm.help')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="flex flex-col gap-1 font-semibold">
          {t('harm.filters.rule')}
          <select
            data-testid="harm-filter-rule"
            className={inputStyles}
            value={filter.rule}
            onChange={(event) =>
              setFilter({ ...filter, rule: event.target.value as HarmMarkersFilter['rule'], page: 1 })
            }
          >
            <option value="">{t('harm.filters.allRules')}</option>
            {harmMarkerRules.map((rule) => (
              <option key={rule} value={rule}>
                {t(`harm.rules.${rule}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          {t('harm.filters.status')}
          <select
            data-testid="harm-filter-status"
            className={inputStyles}
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as HarmMarkersFilter['status'], page: 1 })
            }
          >
            <option value="">{t('harm.filters.allStatuses')}</option>
            <option value="open">{t('harm.statuses.open')}</option>
            <option value="reviewed">{t('harm.statuses.reviewed')}</option>
          </select>
        </label>
      </div>
      <QueryStates
        query={result}
        isEmpty={(data) => data.markers.length === 0}
        empty={{ title: t('harm.empty.title'), body: t('harm.empty.body') }}
      >
        {(data) => (
          <PagedSection
            label={t('harm.results')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={(change) => setFilter({ ...filter, ...change })}
          >
            <ul data-testid="harm-markers" className="flex flex-col gap-3">
              {data.markers.map((marker) => (
                <MarkerCard key={marker.id} marker={marker} canReview={canReview} />
              ))}
            </ul>
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
