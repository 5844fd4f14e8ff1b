import type { AdminMemberVipResponse } from '@gaming/contracts/vip';
import { vipLimits } from '@gaming/contracts/vip';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { buttonStyles, inputStyles } from '../../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import { Figure } from '../../../../components/figure';
import { PagedSection } from '../../../../components/paged-section';
import { RewardField } from '../../../../components/problem-fields';
import { QueryStates } from '../../../../components/query-states';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { formatMoney } from '../../../../lib/format-money';
import { defaultPageSize } from '../../../../lib/paging';
import { useBrandMoney } from '../../../../lib/use-brand-money';
import { useMemberVip, useSetMemberVip, useVipLevels } from '../../api/vip';
import { formatPoints } from '../../lib/points-values';

type HistoryEntry = AdminMemberVipResponse['history'][number];

/** A level's name in the staff member's language (EN when NE is missing), or "No level". */
function useLevelName() {
  const { t, i18n } = useTranslation();
  const levels = useVipLevels();
  return (rank: number): string => {
    if (rank === 0) return t('loyalty.vip.noLevel');
    const level = levels.data?.levels.find((entry) => entry.rankLevel === rank);
    const name = level
      ? i18n.language.startsWith('ne')
        ? (level.names.NE ?? level.names.EN)
        : level.names.EN
      : null;
    return name ? `${rank} · ${name}` : t('loyalty.vip.levelNumber', { rank });
  };
}

function historyColumns(t: TFunction, levelName: (rank: number) => string): DataColumn<HistoryEntry>[] {
  return [
    { header: t('loyalty.vip.history.at'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      header: t('loyalty.vip.history.change'),
      cell: (row) => `${levelName(row.fromLevel)} → ${levelName(row.toLevel)}`,
    },
    {
      header: t('loyalty.vip.history.reason'),
      cell: (row) => (
        <Badge tone={row.reason === 'demoted' ? 'warning' : 'info'} value={row.reason}>
          {t(`loyalty.vip.reasons.${row.reason}`)}
        </Badge>
      ),
    },
    {
      header: t('loyalty.vip.history.staff'),
      className: 'break-words',
      cell: (row) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <span>{row.staffName ?? t('states.none')}</span>
          {row.remark ? <span className="text-xs break-words text-muted">{row.remark}</span> : null}
        </span>
      ),
    },
  ];
}

function SetLevelDialog({
  memberId,
  current,
  onClose,
}: {
  memberId: string;
  current: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setLevel = useSetMemberVip(memberId);
  const levels = useVipLevels();
  const levelName = useLevelName();
  const ranks = [0, ...(levels.data?.levels ?? []).map((level) => level.rankLevel)];
  const [rank, setRank] = useState(current);
  return (
    <ReasonDialog
      testId="vip-set-dialog"
      title={t('loyalty.vip.set.title')}
      description={t('loyalty.vip.set.description')}
      confirmLabel={t('loyalty.vip.set.confirm')}
      maxLength={vipLimits.remarkLength}
      pending={setLevel.isPending}
      error={setLevel.isError ? setLevel.error : null}
      extraInvalid={rank === current}
      onClose={onClose}
      onConfirm={(reason) => setLevel.mutate({ rankLevel: rank, reason }, { onSuccess: onClose })}
    >
      <RewardField label={t('loyalty.vip.set.level')} testId="vip-set-level">
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={rank}
            onChange={(event) => setRank(Number(event.target.value))}
          >
            {ranks.map((value) => (
              <option key={value} value={value}>
                {levelName(value)}
              </option>
            ))}
          </select>
        )}
      </RewardField>
      {rank === current ? <p className="text-xs text-muted">{t('loyalty.vip.set.same')}</p> : null}
    </ReasonDialog>
  );
}

/**
 * A member's VIP level, what it is measured by (lifetime points, counted valid bet) and its history, newest
 * first; staff with writeLoyalty set a level by hand with a reason (audited, kept in the history).
 */
export function MemberVipPanel({ memberId, canSet }: { memberId: string; canSet: boolean }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const levelName = useLevelName();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [setting, setSetting] = useState(false);
  const vip = useMemberVip(memberId, paging);
  return (
    <section
      data-testid="member-vip"
      aria-labelledby="member-vip-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="member-vip-title" className="text-lg font-bold">
          {t('loyalty.vip.memberTitle')}
        </h2>
        {canSet && vip.data ? (
          <button
            type="button"
            data-testid="vip-set-open"
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            onClick={() => setSetting(true)}
          >
            {t('loyalty.vip.set.open')}
          </button>
        ) : null}
      </div>
      <QueryStates query={vip}>
        {(data) => (
          <>
            <dl className="grid gap-2 sm:grid-cols-3">
              <Figure
                label={t('loyalty.vip.level')}
                value={levelName(data.rankLevel)}
                testId="member-vip-level"
                strong
              />
              <Figure
                label={t('loyalty.points.lifetime')}
                value={formatPoints(data.lifetimePoints)}
                testId="member-vip-lifetime"
              />
              <Figure
                label={t('loyalty.vip.countedValidBet')}
                value={money ? formatMoney(data.countedValidBetMinor, money) : '…'}
                testId="member-vip-valid-bet"
              />
            </dl>
            {data.reachedAt || data.reviewedAt ? (
              <p className="text-xs text-muted">
                {t('loyalty.vip.reachedAt')} <DateTime value={data.reachedAt} /> ·{' '}
                {t('loyalty.vip.reviewedAt')} <DateTime value={data.reviewedAt} />
              </p>
            ) : null}
            {data.history.length === 0 ? (
              <p className="text-muted">{t('loyalty.vip.history.empty')}</p>
            ) : (
              <PagedSection
                label={t('loyalty.vip.history.caption')}
                busy={vip.isFetching}
                pageInfo={data.pageInfo}
                onPageChange={(change) => setPaging((now) => ({ ...now, ...change }))}
              >
                <DataTable
                  testId="member-vip-history"
                  caption={t('loyalty.vip.history.caption')}
                  columns={historyColumns(t, levelName)}
                  rows={data.history}
                  rowKey={(row) => row.id}
                  rowTestId="member-vip-history-row"
                />
              </PagedSection>
            )}
            {setting ? (
              <SetLevelDialog
                memberId={memberId}
                current={data.rankLevel}
                onClose={() => setSetting(false)}
              />
            ) : null}
          </>
        )}
      </QueryStates>
    </section>
  );
}
