import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { useDraft } from '../../../lib/use-draft';
import { useAgentList } from '../api/agents';
import { type AgentListFilter, maximumAgentQueryLength } from '../lib/agent-filter';
import { type AdminAgentSummary, agentTypes } from '../lib/agent-types';
import { AgentFlagBadges } from './agent-flag-badges';
import { AgentTypeBadge } from './agent-type-badge';

type OnFilter = (next: Partial<AgentListFilter>) => void;

function AgentFilterForm({ filter, onFilter }: { filter: AgentListFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ query: filter.query, type: filter.type, topOnly: filter.topOnly });
  return (
    <FilterForm
      label={t('agents.list.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto_auto] lg:items-end"
      onApply={() => onFilter({ ...draft, query: draft.query.trim(), page: 1 })}
    >
      <FilterInput
        label={t('agents.list.query')}
        testId="agent-filter-query"
        placeholder={t('agents.list.queryPlaceholder')}
        maxLength={maximumAgentQueryLength}
        value={draft.query}
        onValueChange={(query) => setDraft({ query })}
      />
      <FilterSelect
        label={t('agents.fields.type')}
        testId="agent-filter-type"
        value={draft.type}
        onValueChange={(type) => setDraft({ type })}
        anyLabel={t('agents.list.anyType')}
        options={agentTypes}
        optionLabel={(type) => t(`agents.types.${type}`)}
      />
      <label className="flex h-10 items-center gap-2 self-end">
        <input
          type="checkbox"
          data-testid="agent-filter-top-only"
          checked={draft.topOnly}
          onChange={(event) => setDraft({ topOnly: event.target.checked })}
        />
        <span className="font-semibold">{t('agents.list.topOnly')}</span>
      </label>
      <FilterSubmit testId="agent-filter-submit">{t('agents.list.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function agentColumns(t: TFunction): DataColumn<AdminAgentSummary>[] {
  const none = <span className="text-muted">{t('states.none')}</span>;
  return [
    {
      header: t('agents.fields.account'),
      cell: (agent) => (
        <Link
          to={`/agents/${agent.memberId}`}
          data-testid="agent-link"
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          {agent.account}
        </Link>
      ),
    },
    { header: t('agents.fields.type'), cell: (agent) => <AgentTypeBadge type={agent.type} /> },
    { header: t('agents.fields.upline'), cell: (agent) => agent.uplineAccount ?? none },
    { header: t('agents.fields.depth'), kind: 'number', cell: (agent) => agent.depth },
    { header: t('agents.fields.teamSize'), kind: 'number', cell: (agent) => agent.teamSize },
    { header: t('agents.fields.directCount'), kind: 'number', cell: (agent) => agent.directCount },
    { header: t('agents.fields.flags'), cell: (agent) => <AgentFlagBadges flags={agent.flags} /> },
    { header: t('agents.fields.status'), cell: (agent) => t(`memberStatus.${agent.status}`) },
    {
      header: t('agents.fields.registeredAt'),
      cell: (agent) => <DateTime value={agent.registeredAt} />,
    },
  ];
}

/** Agents of every type, searched by account or id, filtered by type; pages of at most 100. */
export function AgentList({ filter, onFilter }: { filter: AgentListFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const result = useAgentList(filter);
  const filtered = Boolean(filter.query || filter.type || filter.topOnly);
  return (
    <div className="flex flex-col gap-3">
      <AgentFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.agents.length === 0}
        empty={{
          title: t('agents.list.emptyTitle'),
          body: filtered ? t('agents.list.emptyFiltered') : t('agents.list.emptyBody'),
        }}
      >
        {(data) => (
          <PagedSection
            label={t('agents.list.caption')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={onFilter}
          >
            <DataTable
              testId="agents-table"
              caption={t('agents.list.caption')}
              columns={agentColumns(t)}
              rows={data.agents}
              rowKey={(agent) => agent.memberId}
              rowTestId="agent-row"
              rowAttributes={(agent) => ({
                'data-member-id': agent.memberId,
                'data-type': String(agent.type),
              })}
            />
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
