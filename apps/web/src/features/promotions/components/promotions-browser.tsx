import type { PromotionListFilter, PromotionTag } from '@gaming/contracts/promotions';
import { GiftIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageNav } from '../../../components/page-nav';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import type { TimePrecision } from '../../../lib/brand-time';
import { promotionsPageSize, usePromotions } from '../api/get-promotions';
import { isPromotionFilter, isPromotionTag } from '../lib/promotion-filters';
import { ApplyDialog } from './apply-dialog';
import { DepositTutorialDialog } from './deposit-tutorial';
import { PromotionCard } from './promotion-card';
import { PromotionDetailDialog } from './promotion-detail';
import { PromotionFiltersBar } from './promotion-filters-bar';
import { PromotionOutcomeNote } from './promotion-outcome';
import { type PromotionNavigation, usePromotionActions } from './use-promotion-actions';

/**
 * The promotions list of /promotions (spec §2): the filter types and tags, cards with each member's state
 * and action (spec §4), paging, the detail (?id=), the application dialog and the deposit tutorial.
 * Filter, tag, page and the open promotion live in the URL so a link or the back button keeps them.
 */
export function PromotionsBrowser({
  money,
  time,
  navigation,
}: {
  money: (minor: string) => string;
  time: (iso: string, precision?: TimePrecision) => string;
  navigation: PromotionNavigation;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('type');
  const rawTag = params.get('tag');
  const filter: PromotionListFilter = isPromotionFilter(rawFilter) ? rawFilter : 'all';
  const tag: PromotionTag | null = isPromotionTag(rawTag) ? rawTag : null;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const openId = /^\d{1,19}$/.test(params.get('id') ?? '') ? params.get('id') : null;
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const list = usePromotions({ filter, tag, page });
  const actions = usePromotionActions(navigation);

  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="promotions-browser">
      <PromotionFiltersBar
        filter={filter}
        tag={tag}
        onFilter={(value) => update({ type: value === 'all' ? null : value, page: null })}
        onTag={(value) => update({ tag: value, page: null })}
      />
      {openId === null ? (
        <PromotionOutcomeNote outcome={actions.outcome} money={money} onReward={actions.openRewardCentre} />
      ) : null}
      <ReportStates
        query={list}
        rangeProblem={null}
        testIdPrefix="promotions"
        placeholder={
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotions-loading">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-72" />
            ))}
          </div>
        }
      >
        {(data) =>
          data.promotions.length === 0 ? (
            <div data-testid="promotions-empty">
              <EmptyState
                icon={<GiftIcon className="size-6" />}
                title={t('common:pages.promotions.emptyTitle')}
                body={
                  filter === 'all' && tag === null
                    ? t('common:pages.promotions.emptyBody')
                    : t('promotions.emptyFiltered')
                }
              />
            </div>
          ) : (
            <>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotion-list">
                {data.promotions.map((promotion) => (
                  <PromotionCard
                    key={promotion.id}
                    promotion={promotion}
                    time={time}
                    pending={actions.pendingId === promotion.id}
                    onOpen={() => update({ id: promotion.id })}
                    onAction={(action) => actions.act(promotion.id, action, promotion.title)}
                    onReward={actions.openRewardCentre}
                  />
                ))}
              </ul>
              {data.pageInfo.total > promotionsPageSize ? (
                <PageNav
                  label={t('promotions.paging')}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / promotionsPageSize))}
                  total={data.pageInfo.total}
                  onPage={(next) => update({ page: String(next) })}
                  testId="promotions"
                />
              ) : null}
            </>
          )
        }
      </ReportStates>
      <PromotionDetailDialog
        promotionId={openId}
        onClose={() => {
          actions.clearOutcome();
          update({ id: null });
        }}
        money={money}
        time={time}
        pending={openId !== null && actions.pendingId === openId}
        onAction={(action, title) => (openId ? actions.act(openId, action, title) : undefined)}
        onReward={actions.openRewardCentre}
        onTutorial={() => setTutorialOpen(true)}
        outcome={
          actions.outcome && actions.outcome.promotionId === openId ? (
            <PromotionOutcomeNote
              outcome={actions.outcome}
              money={money}
              onReward={actions.openRewardCentre}
            />
          ) : null
        }
      />
      <ApplyDialog
        promotionId={actions.applying?.id ?? null}
        title={actions.applying?.title ?? ''}
        onClose={actions.closeApply}
      />
      <DepositTutorialDialog
        open={tutorialOpen}
        onClose={() => setTutorialOpen(false)}
        onDeposit={() => {
          setTutorialOpen(false);
          navigation.gate(() => navigation.openMemberPage('depositv2'));
        }}
      />
    </div>
  );
}
