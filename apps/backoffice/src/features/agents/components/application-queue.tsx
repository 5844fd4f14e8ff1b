import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { DecideButtons, DecisionNote } from '../../../components/decision-cells';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useDraft } from '../../../lib/use-draft';
import { useAffiliateApplications, useDecideApplication } from '../api/affiliate-applications';
import type { AdminAffiliateApplication } from '../lib/agent-types';
import type { ApplicationFilter, ApplicationStatus } from '../lib/application-filter';
import { AgentTypeBadge } from './agent-type-badge';

type OnFilter = (next: Partial<ApplicationFilter>) => void;
type Decision = { application: AdminAffiliateApplication; action: 'approve' | 'reject' };

const statuses: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];
const statusTone: Record<ApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

function QueueFilterForm({ filter, onFilter }: { filter: ApplicationFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ status: filter.status, query: filter.query });
  return (
    <FilterForm
      label={t('agents.applications.filters')}
      layout="sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      onApply={() => onFilter({ ...draft, query: draft.query.trim(), page: 1 })}
    >
      <FilterSelect
        label={t('agents.applications.fields.status')}
        testId="application-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('agents.applications.allStatuses')}
        options={statuses}
        optionLabel={(status) => t(`agents.applications.statuses.${status}`)}
      />
      <FilterInput
        label={t('agents.applications.fields.account')}
        testId="application-filter-query"
        maxLength={64}
        value={draft.query}
        onValueChange={(query) => setDraft({ query })}
      />
      <FilterSubmit testId="application-filter-submit">{t('agents.list.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function columns(
  t: TFunction,
  canDecide: boolean,
  onDecide: (decision: Decision) => void,
): DataColumn<AdminAffiliateApplication>[] {
  const none = <span className="text-muted">{t('states.none')}</span>;
  const base: DataColumn<AdminAffiliateApplication>[] = [
    { header: t('agents.applications.fields.createdAt'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      header: t('agents.applications.fields.account'),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={`/agents/${row.memberId}`}
            className="font-semibold break-all text-accent-text underline-offset-2 hover:underline"
          >
            {row.account}
          </Link>
          <AgentTypeBadge type={row.memberType} />
        </span>
      ),
    },
    {
      header: t('agents.fields.upline'),
      cell: (row) =>
        row.uplineAccount ? (
          <span>
            {row.uplineAccount}
            {row.uplineIsAgent ? (
              <span className="text-xs text-muted"> · {t('agents.applications.uplineIsAgent')}</span>
            ) : null}
          </span>
        ) : (
          none
        ),
    },
    {
      header: t('agents.applications.fields.remark'),
      className: 'max-w-xs break-words',
      cell: (row) => row.remark,
    },
    { header: t('agents.applications.fields.contact'), className: 'break-words', cell: (row) => row.contact },
    {
      header: t('agents.applications.fields.status'),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <span>
            <Badge tone={statusTone[row.status]} value={row.status} testId="application-status">
              {t(`agents.applications.statuses.${row.status}`)}
            </Badge>
          </span>
          <DecisionNote decidedBy={row.decidedByName} decidedAt={row.decidedAt} reason={row.decisionReason} />
        </span>
      ),
    },
  ];
  if (!canDecide) return base;
  return [
    ...base,
    {
      header: t('agents.applications.decide'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) =>
        row.status === 'pending' ? (
          <DecideButtons
            approveLabel={t('agents.applications.approve.button')}
            rejectLabel={t('agents.applications.reject.button')}
            onApprove={() => onDecide({ application: row, action: 'approve' })}
            onReject={() => onDecide({ application: row, action: 'reject' })}
          />
        ) : null,
    },
  ];
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideApplication();
  const { application, action } = decision;
  return (
    <ReasonDialog
      testId="application-decision-dialog"
      title={t(`agents.applications.${action}.title`)}
      description={t(`agents.applications.${action}.description`, { account: application.account })}
      confirmLabel={t(`agents.applications.${action}.confirm`)}
      danger={action === 'reject'}
      reasonRequired={action === 'reject'}
      pending={decide.isPending}
      error={decide.isError ? decide.error : null}
      onClose={onClose}
      onConfirm={(reason) => decide.mutate({ id: application.id, action, reason }, { onSuccess: onClose })}
    >
      <p className="rounded-md border border-border bg-surface-2 p-3 text-sm break-words">
        {application.remark}
      </p>
    </ReasonDialog>
  );
}

/** Affiliate applications, pending first by default; staff approve (the member becomes 41 or 42) or reject. */
export function ApplicationQueue({
  filter,
  onFilter,
  canDecide,
}: {
  filter: ApplicationFilter;
  onFilter: OnFilter;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const result = useAffiliateApplications(filter);
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <QueueFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.applications.length === 0}
        empty={{
          title: t('agents.applications.emptyTitle'),
          body:
            filter.status === 'pending' && !filter.query
              ? t('agents.applications.emptyPending')
              : t('agents.applications.emptyFiltered'),
        }}
      >
        {(data) => (
          <PagedSection
            label={t('agents.applications.caption')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={onFilter}
          >
            <DataTable
              testId="applications-table"
              caption={t('agents.applications.caption')}
              columns={columns(t, canDecide, setDecision)}
              rows={data.applications}
              rowKey={(row) => row.id}
              rowTestId="application-row"
              rowAttributes={(row) => ({ 'data-application-id': row.id, 'data-account': row.account })}
            />
          </PagedSection>
        )}
      </QueryStates>
      {decision ? <DecisionDialog decision={decision} onClose={() => setDecision(null)} /> : null}
    </div>
  );
}
