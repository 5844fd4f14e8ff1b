import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { FilterForm, FilterInput, FilterSubmit } from '../../../components/filter-form';
import { QueryStates } from '../../../components/query-states';
import { useFindMembers } from '../api/find-members';
import { maximumAgentQueryLength } from '../lib/agent-filter';
import { AgentTypeBadge } from './agent-type-badge';

/**
 * Staff make an agent of any member: find the member here (account or id), open it, and promote it
 * there with a reason. Agents show up too, so the same box opens any member's agent view.
 */
export function MemberLookup() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const found = useFindMembers(query);
  return (
    <section
      aria-labelledby="agent-member-lookup"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3"
    >
      <div>
        <h2 id="agent-member-lookup" className="font-bold">
          {t('agents.lookup.title')}
        </h2>
        <p className="text-sm text-muted">{t('agents.lookup.body')}</p>
      </div>
      <FilterForm bare layout="sm:grid-cols-[1fr_auto] sm:items-end" onApply={() => setQuery(draft.trim())}>
        <FilterInput
          label={t('agents.lookup.query')}
          testId="agent-lookup-query"
          maxLength={maximumAgentQueryLength}
          value={draft}
          onValueChange={setDraft}
        />
        <FilterSubmit testId="agent-lookup-submit">{t('agents.lookup.find')}</FilterSubmit>
      </FilterForm>
      {query ? (
        <QueryStates
          query={found}
          isEmpty={(data) => data.members.length === 0}
          empty={{ title: t('agents.lookup.emptyTitle'), body: t('agents.lookup.emptyBody') }}
        >
          {(data) => (
            <ul data-testid="agent-lookup-results" className="flex flex-col gap-2">
              {data.members.map((member) => (
                <li
                  key={member.id}
                  data-testid="agent-lookup-result"
                  data-member-id={member.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface-2 p-2"
                >
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <span className="font-semibold break-all">{member.account}</span>
                    <AgentTypeBadge type={member.type} />
                  </span>
                  <Link
                    to={`/agents/${member.id}`}
                    data-testid="agent-lookup-open"
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  >
                    {t('agents.lookup.open')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      ) : null}
    </section>
  );
}
