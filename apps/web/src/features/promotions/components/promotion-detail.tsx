import type { PromotionAction, PromotionDetail } from '@gaming/contracts/promotions';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import type { TimePrecision } from '../../../lib/brand-time';
import { usePromotion } from '../api/get-promotion';
import { showsDepositTutorial } from '../lib/promotion-filters';
import { eligibilityLine, type RuleLine, rewardLines, wageringLines } from '../lib/rules-summary';
import { PromotionActionButton } from './promotion-action-button';
import { PromotionTags } from './promotion-tags';
import { StateChip } from './state-chip';

/** Promotion detail (spec §2 promo detail) in a dialog over the list; the URL keeps its id (?id=). */
export function PromotionDetailDialog({
  promotionId,
  onClose,
  money,
  time,
  pending,
  onAction,
  onReward,
  onTutorial,
  outcome,
}: {
  promotionId: string | null;
  onClose: () => void;
  money: (minor: string) => string;
  time: (iso: string, precision?: TimePrecision) => string;
  pending: boolean;
  onAction: (action: PromotionAction, title: string) => void;
  onReward: () => void;
  onTutorial: () => void;
  outcome: ReactNode;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const detail = usePromotion(promotionId);
  const data = detail.data;
  return (
    <Modal
      open={promotionId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data?.title ?? t('promotions.detailTitle')}
      testId="promotion-detail"
      wide
      phoneSheet
    >
      {detail.isError && !data ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !data ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-[16/7] w-full" />
          <Skeleton className="h-24" />
        </div>
      ) : (
        <PromotionDetailBody
          detail={data}
          money={money}
          time={time}
          pending={pending}
          onAction={(action) => onAction(action, data.title)}
          onReward={onReward}
          onTutorial={onTutorial}
          outcome={outcome}
        />
      )}
    </Modal>
  );
}

function RuleList({ lines, testId }: { lines: RuleLine[]; testId: string }) {
  const { t } = useTranslation(['rewards', 'common']);
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {lines.map((line) => (
        <li key={`${line.key}-${String(line.values.category ?? '')}`} className="flex gap-2">
          <span aria-hidden="true" className="text-accent-text">
            •
          </span>
          <span>
            {t(line.key, {
              ...line.values,
              ...(typeof line.values.category === 'string'
                ? {
                    category: t(`common:categories.${line.values.category}`, {
                      defaultValue: line.values.category,
                    }),
                  }
                : {}),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PromotionDetailBody({
  detail,
  money,
  time,
  pending,
  onAction,
  onReward,
  onTutorial,
  outcome,
}: {
  detail: PromotionDetail;
  money: (minor: string) => string;
  time: (iso: string, precision?: TimePrecision) => string;
  pending: boolean;
  onAction: (action: PromotionAction) => void;
  onReward: () => void;
  onTutorial: () => void;
  outcome: ReactNode;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const images = [...detail.images].sort((a, b) => a.sequence - b.sequence);
  const application = detail.application;
  return (
    <article className="flex flex-col gap-4" data-testid="promotion-detail-body" data-state={detail.state}>
      <div className="flex flex-wrap items-center gap-2">
        <PromotionTags tags={detail.tags} testId="promotion-detail-tags" />
        <StateChip state={detail.state} action={detail.action} />
      </div>
      <p className="text-sm text-muted tabular-nums">
        {t('promotions.schedule', {
          start: time(detail.startsAt, 'minute'),
          end: time(detail.endsAt, 'minute'),
        })}
      </p>
      {images.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="promotion-images">
          {images.map((image) => (
            <img
              key={image.sequence}
              src={image.url}
              alt=""
              data-sequence={image.sequence}
              loading="lazy"
              className="w-full rounded-lg border border-border object-cover"
            />
          ))}
        </div>
      ) : null}
      {detail.content ? (
        <div
          className="rich-text break-words"
          data-testid="promotion-content"
          // Sanitised on the server when staff save it; DOMPurify is the second guard before the DOM.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written HTML, sanitised twice.
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(detail.content) }}
        />
      ) : null}
      <section
        className="grid gap-3 rounded-xl border border-border bg-surface-2 p-4 sm:grid-cols-3"
        aria-label={t('promotions.rules.title')}
        data-testid="promotion-rules"
      >
        <div className="flex flex-col gap-1">
          <h3 className="text-xs font-semibold text-muted uppercase">{t('promotions.rules.reward')}</h3>
          <RuleList lines={rewardLines(detail.reward, money)} testId="promotion-rules-reward" />
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="text-xs font-semibold text-muted uppercase">{t('promotions.rules.eligibility')}</h3>
          <RuleList
            lines={[
              eligibilityLine(detail.eligibility, money),
              { key: `promotions.rules.audience.${detail.audienceType}`, values: {} },
              { key: 'promotions.rules.claimDays', values: { count: detail.claimDays } },
            ]}
            testId="promotion-rules-eligibility"
          />
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="text-xs font-semibold text-muted uppercase">{t('promotions.rules.wagering')}</h3>
          <RuleList lines={wageringLines(detail.wagering, money)} testId="promotion-rules-wagering" />
        </div>
      </section>
      {application ? (
        <p
          className="rounded-md border border-border bg-surface p-3 text-sm"
          data-testid="promotion-application"
          data-status={application.status}
        >
          {t(`promotions.application.${application.status}`, { time: time(application.createdAt) })}
          {application.rejectReason ? (
            <span className="mt-1 block text-muted">
              {t('promotions.application.reason', { reason: application.rejectReason })}
            </span>
          ) : null}
        </p>
      ) : null}
      {detail.grant ? (
        <p className="text-sm" data-testid="promotion-grant">
          {t('promotions.grant', { amount: money(detail.grant.amountMinor), time: time(detail.grant.at) })}
        </p>
      ) : null}
      {detail.blockedBy && detail.action === null ? (
        <p className="text-sm text-muted" data-testid="promotion-blocked" data-reason={detail.blockedBy}>
          {t(`promotions.blocked.${detail.blockedBy}`)}
        </p>
      ) : null}
      {outcome}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {showsDepositTutorial(detail.filterType) ? (
          <button
            type="button"
            onClick={onTutorial}
            data-testid="promotion-tutorial-link"
            className="h-10 rounded-md px-3 text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
          >
            {t('tutorial.link')}
          </button>
        ) : null}
        <PromotionActionButton
          state={detail.state}
          action={detail.action}
          pending={pending}
          onAction={onAction}
          onReward={onReward}
          testId="promotion-detail-action"
          wide
        />
      </div>
    </article>
  );
}
