import { UsersIcon } from '@gaming/ui/icons';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { useReferral } from '../api/get-referral';
import { inviteesPageSize, useReferralInvitees } from '../api/get-referral-invitees';
import type { BrandFormat } from '../lib/brand-format';

/** Spec §9 QR defaults: size 200, margin 20. */
export const referralQr = { size: 200, margin: 20 } as const;

/** The code and the link stand as bordered rows. */
const copyRowFrame = 'rounded-lg border border-border bg-surface-2 px-3 py-2';

const statusClass = {
  registered: 'bg-surface-2 text-muted',
  deposited: 'bg-warning-surface text-warning',
  rewarded: 'bg-success/15 text-success',
} as const;

/**
 * Invite friends (member centre referral): the member's code, link and QR code, the live referral
 * promotion's terms, and the invitees with their status, paged.
 */
export function ReferralPage({
  format,
  renderPromotionTitle,
}: {
  format: BrandFormat;
  /** The referral promotion's title in the reader's language (the page composes it from promotions). */
  renderPromotionTitle: (promotion: { id: string; title: string }) => ReactNode;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const info = useReferral();
  const [page, setPage] = useState(1);
  const invitees = useReferralInvitees(page);
  if (info.isError && !info.data)
    return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  return (
    <div className="flex flex-col gap-5" data-testid="referral-page">
      {!data ? (
        <Skeleton className="h-72" />
      ) : (
        <section className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5 md:grid-cols-[auto_1fr]">
          <div className="flex flex-col items-center gap-2">
            <div
              className="rounded-lg bg-white"
              style={{ padding: referralQr.margin }}
              data-testid="referral-qr"
            >
              <QRCodeSVG
                value={data.link}
                size={referralQr.size}
                marginSize={0}
                title={t('referral.qrTitle')}
                className="block h-auto max-w-full"
              />
            </div>
            <p className="text-xs text-muted">{t('referral.qrHint')}</p>
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            {data.promotion ? (
              <div className="rounded-lg bg-accent/10 p-3 text-sm" data-testid="referral-promotion">
                <p className="font-bold">{renderPromotionTitle(data.promotion)}</p>
                <p className="text-muted">
                  {data.promotion.rewardMinor
                    ? t('referral.terms', {
                        reward: format.money(data.promotion.rewardMinor),
                        deposit: format.money(data.promotion.minFirstDepositMinor),
                      })
                    : t('referral.termsComputed', {
                        deposit: format.money(data.promotion.minFirstDepositMinor),
                      })}
                </p>
              </div>
            ) : (
              <p className="rounded-lg bg-surface-2 p-3 text-sm text-muted" data-testid="referral-off">
                {t('referral.off')}
              </p>
            )}
            <dl className="flex flex-col gap-2">
              <CopyValue
                label={t('referral.code')}
                value={data.referralCode}
                testId="referral-code"
                className={copyRowFrame}
              />
              <CopyValue
                label={t('referral.link')}
                value={data.link}
                testId="referral-link"
                className={copyRowFrame}
              />
            </dl>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-lg bg-surface-2 p-2">
                <dt className="text-xs text-muted">{t('referral.invited')}</dt>
                <dd className="text-lg font-extrabold tabular-nums" data-testid="referral-invited">
                  {data.invitees}
                </dd>
              </div>
              <div className="rounded-lg bg-surface-2 p-2">
                <dt className="text-xs text-muted">{t('referral.rewarded')}</dt>
                <dd className="text-lg font-extrabold tabular-nums">{data.rewardedInvitees}</dd>
              </div>
              <div className="min-w-0 rounded-lg bg-surface-2 p-2">
                <dt className="text-xs text-muted">{t('referral.earned')}</dt>
                <dd className="truncate text-lg font-extrabold text-success tabular-nums">
                  {format.money(data.rewardedTotalMinor)}
                </dd>
              </div>
            </dl>
          </div>
        </section>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="referral-invitees-title">
        <h3 id="referral-invitees-title" className="font-bold">
          {t('referral.invitees')}
        </h3>
        <ReportStates
          query={invitees}
          rangeProblem={null}
          testIdPrefix="referral-invitees"
          placeholder={<ListSkeleton testId="referral-invitees-loading" />}
        >
          {(list) =>
            list.invitees.length === 0 ? (
              <div data-testid="referral-invitees-empty">
                <EmptyState
                  icon={<UsersIcon className="size-6" />}
                  title={t('referral.noInvitees')}
                  body={t('referral.noInviteesBody')}
                />
              </div>
            ) : (
              <>
                <ul
                  className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface"
                  data-testid="referral-invitees"
                >
                  {list.invitees.map((invitee) => (
                    <li
                      key={`${invitee.account}-${invitee.registeredAt}`}
                      className="flex items-center justify-between gap-3 px-4 py-3"
                      data-testid="referral-invitee"
                      data-status={invitee.status}
                    >
                      <div className="min-w-0">
                        <p className="truncate font-semibold">{invitee.account}</p>
                        <p className="text-xs text-muted tabular-nums">
                          {t('referral.registeredAt', {
                            time: format.time(invitee.registeredAt, 'minute'),
                          })}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-col items-end gap-1">
                        <span
                          className={`rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ${statusClass[invitee.status]}`}
                        >
                          {t(`referral.status.${invitee.status}`)}
                        </span>
                        {invitee.rewardMinor ? (
                          <span className="text-xs font-semibold text-success tabular-nums">
                            +{format.money(invitee.rewardMinor)}
                          </span>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
                {list.pageInfo.total > inviteesPageSize ? (
                  <PageNav
                    label={t('referral.paging')}
                    page={page}
                    pageCount={Math.max(1, Math.ceil(list.pageInfo.total / inviteesPageSize))}
                    total={list.pageInfo.total}
                    onPage={setPage}
                    testId="referral-invitees"
                  />
                ) : null}
              </>
            )
          }
        </ReportStates>
      </section>
    </div>
  );
}
