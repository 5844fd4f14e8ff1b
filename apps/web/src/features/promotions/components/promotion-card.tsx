import type { PromotionAction, PromotionSummary } from '@gaming/contracts/promotions';
import { GiftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import type { TimePrecision } from '../../../lib/brand-time';
import { PromotionActionButton } from './promotion-action-button';
import { PromotionTags } from './promotion-tags';
import { StateChip } from './state-chip';

/** One promotion in the list: picture, tags, title, schedule, the member's state and its action. */
export function PromotionCard({
  promotion,
  time,
  pending,
  onOpen,
  onAction,
  onReward,
}: {
  promotion: PromotionSummary;
  time: (iso: string, precision?: TimePrecision) => string;
  pending: boolean;
  onOpen: () => void;
  onAction: (action: PromotionAction) => void;
  onReward: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  return (
    <li
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
      data-filter-type={promotion.filterType}
      data-state={promotion.state}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface"
    >
      <button
        type="button"
        onClick={onOpen}
        data-testid="promotion-open"
        aria-label={t('promotions.openDetail', { title: promotion.title })}
        className="relative block aspect-[16/7] w-full overflow-hidden bg-surface-2"
      >
        {promotion.coverImageUrl ? (
          <img
            src={promotion.coverImageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform hover:scale-[1.02]"
          />
        ) : (
          <span className="grid size-full place-items-center bg-gradient-to-br from-surface-2 to-surface-3 text-muted">
            <GiftIcon className="size-10" />
          </span>
        )}
        <span className="absolute start-2 top-2">
          <PromotionTags tags={promotion.tags} testId="promotion-tags" />
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-sm leading-snug font-bold break-words">
            <button type="button" onClick={onOpen} className="text-start hover:text-accent-text">
              {promotion.title}
            </button>
          </h3>
          <StateChip state={promotion.state} action={promotion.action} />
        </div>
        <p className="text-xs text-muted tabular-nums" data-testid="promotion-schedule">
          {t('promotions.schedule', {
            start: time(promotion.startsAt, 'minute'),
            end: time(promotion.endsAt, 'minute'),
          })}
        </p>
        {promotion.slotsLeft !== null ? (
          <p className="text-xs text-muted" data-testid="promotion-slots">
            {t('promotions.slotsLeft', { count: promotion.slotsLeft })}
          </p>
        ) : null}
        <div className="mt-auto flex gap-2 pt-1">
          <button
            type="button"
            onClick={onOpen}
            data-testid="promotion-details"
            className="h-10 shrink-0 rounded-md border border-border px-3 text-sm font-semibold hover:bg-surface-2"
          >
            {t('promotions.details')}
          </button>
          <PromotionActionButton
            state={promotion.state}
            action={promotion.action}
            pending={pending}
            onAction={onAction}
            onReward={onReward}
            testId="promotion-action"
          />
        </div>
      </div>
    </li>
  );
}
