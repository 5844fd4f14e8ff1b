import {
  type AdminBonus,
  type BonusKind,
  type BonusStatus,
  bonusKinds,
  bonusLimits,
  bonusStatuses,
} from '@gaming/contracts/bonuses';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { MemberName } from '../../../components/member-name';
import { PagedSection } from '../../../components/paged-section';
import { TextField } from '../../../components/problem-fields';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useDraft } from '../../../lib/use-draft';
import { type BonusFilter, useBonusAction, useBonuses } from '../api/bonuses';
import { activeDeadline, extendDays, formatMultiple, maximumMemberLength } from '../lib/bonus-filter';

type OnFilter = (next: Partial<BonusFilter>) => void;
type Action = { bonus: AdminBonus; action: 'forfeit' | 'extend' };

const statusTone: Record<BonusStatus, BadgeTone> = {
  claimable: 'info',
  wagering: 'warning',
  released: 'success',
  forfeited: 'danger',
  expired: 'neutral',
};

function BonusFilterForm({ filter, onFilter }: { filter: BonusFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ status: filter.status, kind: filter.kind, member: filter.member });
  return (
    <FilterForm
      label={t('rewards.forms.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onApply={() => onFilter({ ...draft, member: draft.member.trim(), page: 1 })}
    >
      <FilterInput
        label={t('rewards.forms.member')}
        testId="bonus-filter-member"
        maxLength={maximumMemberLength}
        value={draft.member}
        onValueChange={(member) => setDraft({ member })}
      />
      <FilterSelect<BonusStatus>
        label={t('rewards.forms.status')}
        testId="bonus-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('rewards.forms.allStatuses')}
        options={bonusStatuses}
        optionLabel={(status) => t(`rewards.bonuses.statuses.${status}`)}
      />
      <FilterSelect<BonusKind>
        label={t('rewards.bonuses.fields.kind')}
        testId="bonus-filter-kind"
        value={draft.kind}
        onValueChange={(kind) => setDraft({ kind })}
        anyLabel={t('rewards.bonuses.allKinds')}
        options={bonusKinds}
        optionLabel={(kind) => t(`rewards.bonuses.kinds.${kind}`)}
      />
      <FilterSubmit testId="bonus-filter-submit">{t('rewards.forms.apply')}</FilterSubmit>
    </FilterForm>
  );
}

/** Wagering progress: the bar, what is counted of what is required, and the multiple. */
export function WageringProgress({ bonus, money }: { bonus: AdminBonus; money: MoneyFormat }) {
  const { t } = useTranslation();
  const wagering = bonus.wagering;
  if (!wagering) return <span className="text-muted">{t('rewards.bonuses.noWagering')}</span>;
  return (
    <span className="flex min-w-40 flex-col items-end gap-1 md:items-stretch" data-testid="bonus-wagering">
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={wagering.percent}
        aria-label={t('rewards.bonuses.fields.wagering')}
        className="block h-2 w-32 overflow-hidden rounded-full bg-surface-3 md:w-full"
      >
        <span
          className={`block h-full rounded-full ${wagering.percent >= 100 ? 'bg-success' : 'bg-accent'}`}
          style={{ width: `${wagering.percent}%` }}
        />
      </span>
      <span className="text-xs tabular-nums whitespace-nowrap" data-testid="bonus-wagering-text">
        {t('rewards.bonuses.progress', {
          percent: wagering.percent,
          progress: formatMoney(wagering.progressMinor, money, { withCurrency: false }),
          required: formatMoney(wagering.requiredMinor, money, { withCurrency: false }),
        })}
      </span>
      <span className="text-xs text-muted">
        {t('rewards.bonuses.multipleOf', {
          multiple: formatMultiple(wagering.multiple),
          base: formatMoney(wagering.baseMinor, money),
        })}
      </span>
    </span>
  );
}

function Deadlines({ bonus }: { bonus: AdminBonus }) {
  const { t } = useTranslation();
  const active = activeDeadline(bonus);
  if (active)
    return (
      <span className="flex flex-col text-xs">
        <span className="text-muted">{t(`rewards.bonuses.deadlines.${active.kind}`)}</span>
        <DateTime value={active.at} testId="bonus-deadline" />
      </span>
    );
  if (bonus.endedAt)
    return (
      <span className="flex flex-col text-xs">
        <span className="text-muted">{t('rewards.bonuses.deadlines.ended')}</span>
        <DateTime value={bonus.endedAt} />
        {bonus.endReason ? <span className="break-words">{bonus.endReason}</span> : null}
      </span>
    );
  return <span className="text-muted">{t('states.none')}</span>;
}

function columns(
  t: TFunction,
  money: MoneyFormat,
  canManage: boolean,
  canOpenMembers: boolean,
  onAction: (action: Action) => void,
) {
  const list: DataColumn<AdminBonus>[] = [
    {
      header: t('rewards.forms.member'),
      cell: (row) => <MemberName memberId={row.memberId} account={row.username} linked={canOpenMembers} />,
    },
    {
      header: t('rewards.bonuses.fields.title'),
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          {row.kind === 'promotion' ? (
            <Link
              to={`/promotions/${row.sourceId}`}
              className="break-words text-accent-text underline-offset-2 hover:underline"
            >
              {row.title}
            </Link>
          ) : (
            <span className="break-words">{row.title}</span>
          )}
          <Badge>{t(`rewards.bonuses.kinds.${row.kind}`)}</Badge>
          <span className="text-xs text-muted">
            <DateTime value={row.createdAt} />
          </span>
        </span>
      ),
    },
    {
      header: t('rewards.forms.amount'),
      kind: 'number',
      className: 'font-semibold',
      cell: (row) => (
        <span className="flex flex-col items-end">
          {formatMoney(row.amountMinor, money)}
          {row.releasedMinor ? (
            <span className="text-xs font-normal text-muted">
              {t('rewards.bonuses.released', { amount: formatMoney(row.releasedMinor, money) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('rewards.bonuses.fields.statusDeadline'),
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <Badge tone={statusTone[row.status]} value={row.status} testId="bonus-status">
            {t(`rewards.bonuses.statuses.${row.status}`)}
          </Badge>
          <Deadlines bonus={row} />
        </span>
      ),
    },
    {
      header: t('rewards.bonuses.fields.wagering'),
      cell: (row) => <WageringProgress bonus={row} money={money} />,
    },
  ];
  if (!canManage) return list;
  return [
    ...list,
    {
      header: t('rewards.bonuses.actions'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) =>
        row.status === 'wagering' || row.status === 'claimable' ? (
          <span className="flex flex-wrap gap-2 md:justify-end">
            <button
              type="button"
              data-testid="bonus-extend"
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
              onClick={() => onAction({ bonus: row, action: 'extend' })}
            >
              {t('rewards.bonuses.extend.button')}
            </button>
            <button
              type="button"
              data-testid="bonus-forfeit"
              className={`${buttonStyles.danger} ${buttonStyles.small}`}
              onClick={() => onAction({ bonus: row, action: 'forfeit' })}
            >
              {t('rewards.bonuses.forfeit.button')}
            </button>
          </span>
        ) : null,
    } satisfies DataColumn<AdminBonus>,
  ];
}

function ActionDialog({
  action,
  money,
  onClose,
}: {
  action: Action;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutate = useBonusAction();
  const [days, setDays] = useState('7');
  const [submitted, setSubmitted] = useState(false);
  const { bonus } = action;
  const daysValue = extendDays(days, bonusLimits.maxExtendDays);
  const deadline = activeDeadline(bonus);
  return (
    <ReasonDialog
      testId={`bonus-${action.action}-dialog`}
      title={t(`rewards.bonuses.${action.action}.title`)}
      description={t(`rewards.bonuses.${action.action}.description`, { account: bonus.username })}
      confirmLabel={t(`rewards.bonuses.${action.action}.confirm`)}
      danger={action.action === 'forfeit'}
      maxLength={bonusLimits.reasonLength}
      pending={mutate.isPending}
      error={mutate.isError ? mutate.error : null}
      extraInvalid={action.action === 'extend' && daysValue === null}
      onClose={onClose}
      onConfirm={(reason) => {
        setSubmitted(true);
        if (action.action === 'forfeit')
          mutate.mutate({ id: bonus.id, action: 'forfeit', reason }, { onSuccess: onClose });
        else if (daysValue !== null)
          mutate.mutate({ id: bonus.id, action: 'extend', reason, days: daysValue }, { onSuccess: onClose });
      }}
    >
      <FactList>
        <Fact label={t('rewards.bonuses.fields.title')}>{bonus.title}</Fact>
        <Fact label={t('rewards.forms.amount')}>{formatMoney(bonus.amountMinor, money)}</Fact>
        {bonus.wagering ? (
          <Fact label={t('rewards.bonuses.fields.wagering')}>
            {t('rewards.bonuses.remaining', { amount: formatMoney(bonus.wagering.remainingMinor, money) })}
          </Fact>
        ) : null}
        {deadline ? (
          <Fact label={t(`rewards.bonuses.deadlines.${deadline.kind}`)}>
            <DateTime value={deadline.at} />
          </Fact>
        ) : null}
      </FactList>
      {action.action === 'forfeit' ? (
        <p className="text-xs text-muted">{t('rewards.bonuses.forfeit.keeps')}</p>
      ) : (
        <TextField
          label={t('rewards.bonuses.extend.days')}
          hint={t('rewards.bonuses.extend.daysHint', { max: bonusLimits.maxExtendDays })}
          testId="bonus-extend-days"
          inputMode="numeric"
          suffix={t('rewards.forms.days')}
          value={days}
          problem={submitted || days ? (daysValue === null ? 'range' : undefined) : undefined}
          onChange={(value) => {
            setSubmitted(true);
            setDays(value);
          }}
        />
      )}
    </ReasonDialog>
  );
}

/** Issued bonuses, newest first, with their wagering progress and deadlines; forfeit and extend for who may. */
export function BonusList({
  filter,
  onFilter,
  canManage,
  canOpenMembers,
}: {
  filter: BonusFilter;
  onFilter: OnFilter;
  canManage: boolean;
  /** The member column links to the member's page (searchMembers). */
  canOpenMembers: boolean;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const bonuses = useBonuses(filter);
  const [action, setAction] = useState<Action | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <BonusFilterForm filter={filter} onFilter={onFilter} />
      {filter.sourceId ? (
        <p className="flex flex-wrap items-center gap-2 text-muted" data-testid="bonus-source-filter">
          {t('rewards.bonuses.sourceFilter', { id: filter.sourceId })}
          <button
            type="button"
            className={`${buttonStyles.ghost} ${buttonStyles.small}`}
            onClick={() => onFilter({ sourceId: '', page: 1 })}
          >
            {t('rewards.bonuses.clearSource')}
          </button>
        </p>
      ) : null}
      <QueryStates
        query={bonuses}
        isEmpty={(data) => data.bonuses.length === 0}
        empty={{ title: t('rewards.bonuses.empty') }}
      >
        {(data) =>
          money ? (
            <PagedSection
              label={t('rewards.bonuses.caption')}
              busy={bonuses.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={onFilter}
            >
              <DataTable
                testId="bonus-table"
                caption={t('rewards.bonuses.caption')}
                columns={columns(t, money, canManage, canOpenMembers, setAction)}
                rows={data.bonuses}
                rowKey={(row) => row.id}
                rowTestId="bonus-row"
                rowAttributes={(row) => ({ 'data-bonus-id': row.id, 'data-status': row.status })}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
      {action && money ? (
        <ActionDialog action={action} money={money} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}
