import {
  type AdminPromotion,
  type PromotionFilterType,
  type PromotionKind,
  type PromotionStatus,
  promotionFilterTypes,
  promotionKinds,
  promotionStatuses,
} from '@gaming/contracts/promotions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useDraft } from '../../../lib/use-draft';
import { type PromotionListFilter, usePromotions } from '../api/promotions';
import { maximumQueryLength } from '../lib/promotion-filter';
import { usageShare } from '../lib/usage';
import { PromotionStatusBadge } from './promotion-status-badge';

type OnFilter = (next: Partial<PromotionListFilter>) => void;

function ListFilterForm({ filter, onFilter }: { filter: PromotionListFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({
    status: filter.status,
    filterType: filter.filterType,
    kind: filter.kind,
    query: filter.query,
  });
  return (
    <FilterForm
      label={t('rewards.forms.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onApply={() => onFilter({ ...draft, query: draft.query.trim(), page: 1 })}
    >
      <FilterInput
        label={t('rewards.promotions.filters.query')}
        testId="promotion-filter-query"
        maxLength={maximumQueryLength}
        value={draft.query}
        onValueChange={(query) => setDraft({ query })}
      />
      <FilterSelect<PromotionStatus>
        label={t('rewards.forms.status')}
        testId="promotion-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('rewards.forms.allStatuses')}
        options={promotionStatuses}
        optionLabel={(status) => t(`rewards.promotions.statuses.${status}`)}
      />
      <FilterSelect<PromotionFilterType>
        label={t('rewards.promotions.fields.filterType')}
        testId="promotion-filter-type"
        value={draft.filterType}
        onValueChange={(filterType) => setDraft({ filterType })}
        anyLabel={t('rewards.promotions.filters.allTypes')}
        options={promotionFilterTypes}
        optionLabel={(type) => t(`rewards.promotions.filterTypes.${type}`)}
      />
      <FilterSelect<PromotionKind>
        label={t('rewards.promotions.fields.kind')}
        testId="promotion-filter-kind"
        value={draft.kind}
        onValueChange={(kind) => setDraft({ kind })}
        anyLabel={t('rewards.promotions.filters.allKinds')}
        options={promotionKinds}
        optionLabel={(kind) => t(`rewards.promotions.kinds.${kind}`)}
      />
      <FilterSubmit testId="promotion-filter-submit">{t('rewards.forms.apply')}</FilterSubmit>
    </FilterForm>
  );
}

/** A used-of-total figure with a thin bar (nothing to draw without a limit). */
function UsageCell({
  used,
  total,
  testId,
}: {
  used: string;
  total: { text: string; share: number } | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-32 flex-col items-end gap-1 md:items-stretch" data-testid={testId}>
      <span className="whitespace-nowrap tabular-nums">
        {total
          ? t('rewards.forms.usedOf', { used, total: total.text })
          : t('rewards.forms.usedNoLimit', { used })}
      </span>
      {total ? (
        <span
          className="block h-1.5 w-24 overflow-hidden rounded-full bg-surface-3 md:w-full"
          aria-hidden="true"
        >
          <span
            className={`block h-full rounded-full ${total.share >= 90 ? 'bg-danger' : 'bg-accent'}`}
            style={{ width: `${total.share}%` }}
          />
        </span>
      ) : null}
    </span>
  );
}

function columns(t: TFunction, money: MoneyFormat): DataColumn<AdminPromotion>[] {
  return [
    {
      header: t('rewards.promotions.fields.title'),
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 md:min-w-48 md:items-start">
          <Link
            to={`/promotions/${row.id}`}
            data-testid="promotion-open"
            className="font-semibold break-words text-accent-text underline-offset-2 hover:underline"
          >
            {row.title.EN}
          </Link>
          <span className="text-xs text-muted">
            {t(`rewards.promotions.participations.${row.participation}`)} ·{' '}
            <Link
              to={`/bonuses?sourceId=${row.id}&kind=promotion`}
              data-testid="promotion-bonuses"
              className="text-accent-text underline-offset-2 hover:underline"
            >
              {t('rewards.promotions.bonusesLink')}
            </Link>
          </span>
          <span className="flex flex-wrap justify-end gap-1 md:justify-start">
            <Badge>{t(`rewards.promotions.filterTypes.${row.filterType}`)}</Badge>
            {row.kind === 'referral' ? (
              <Badge tone="info">{t('rewards.promotions.kinds.referral')}</Badge>
            ) : null}
            {row.tags.map((tag) => (
              <Badge key={tag} tone="danger" value={tag}>
                {t(`rewards.promotions.tags.${tag}`)}
              </Badge>
            ))}
          </span>
        </span>
      ),
    },
    { header: t('rewards.forms.status'), cell: (row) => <PromotionStatusBadge status={row.status} /> },
    {
      header: t('rewards.promotions.fields.schedule'),
      cell: (row) => (
        <span className="flex flex-col text-xs">
          <DateTime value={row.startsAt} />
          <DateTime value={row.endsAt} />
        </span>
      ),
    },
    {
      header: t('rewards.promotions.fields.slots'),
      kind: 'number',
      cell: (row) => (
        <UsageCell
          testId="promotion-slots"
          used={String(row.usage.claims)}
          total={
            row.usage.maxClaims === null
              ? null
              : {
                  text: String(row.usage.maxClaims),
                  share: usageShare(BigInt(row.usage.claims), BigInt(row.usage.maxClaims)),
                }
          }
        />
      ),
    },
    {
      header: t('rewards.promotions.fields.budget'),
      kind: 'number',
      cell: (row) => (
        <UsageCell
          testId="promotion-budget-use"
          used={formatMoney(row.usage.spentMinor, money)}
          total={
            row.usage.budgetMinor === null
              ? null
              : {
                  text: formatMoney(row.usage.budgetMinor, money),
                  share: usageShare(BigInt(row.usage.spentMinor), BigInt(row.usage.budgetMinor)),
                }
          }
        />
      ),
    },
    {
      header: t('rewards.promotions.fields.pendingApplications'),
      kind: 'number',
      cell: (row) =>
        row.pendingApplications > 0 ? (
          <Link
            to={`/promotion-applications?promotionId=${row.id}`}
            className="font-semibold text-accent-text underline-offset-2 hover:underline"
          >
            {row.pendingApplications}
          </Link>
        ) : (
          '0'
        ),
    },
  ];
}

/** Every promotion with its status, schedule, slots used and budget used; newest first. */
export function PromotionList({ filter, onFilter }: { filter: PromotionListFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const promotions = usePromotions(filter);
  return (
    <div className="flex flex-col gap-3">
      <ListFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={promotions}
        isEmpty={(data) => data.promotions.length === 0}
        empty={{ title: t('rewards.promotions.empty') }}
      >
        {(data) =>
          money ? (
            <PagedSection
              label={t('rewards.promotions.caption')}
              busy={promotions.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={onFilter}
            >
              <DataTable
                testId="promotion-table"
                caption={t('rewards.promotions.caption')}
                columns={columns(t, money)}
                rows={data.promotions}
                rowKey={(row) => row.id}
                rowTestId="promotion-row"
                rowAttributes={(row) => ({ 'data-promotion-id': row.id, 'data-status': row.status })}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
    </div>
  );
}
