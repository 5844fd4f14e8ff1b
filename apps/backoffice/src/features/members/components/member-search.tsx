import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import type { AdminMemberSummary } from '../../../lib/admin-types';
import { useUrlFilter } from '../../../lib/use-url-filter';
import { useMemberSearch } from '../api/search-members';
import { memberSearchParams, parseMemberSearch } from '../lib/search-params';
import { MemberSearchForm } from './member-search-form';
import { MemberStatusBadge } from './member-status-badge';

function memberColumns(t: TFunction): DataColumn<AdminMemberSummary>[] {
  const none = <span className="text-muted">{t('states.none')}</span>;
  return [
    {
      header: t('members.fields.account'),
      cell: (member) => (
        <Link
          to={`/members/${encodeURIComponent(member.id)}`}
          data-testid="member-link"
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          {member.account}
        </Link>
      ),
    },
    { header: t('members.fields.nickname'), cell: (member) => member.nickname || none },
    { header: t('members.fields.type'), cell: (member) => t(`memberTypes.${member.type}`) },
    { header: t('members.fields.status'), cell: (member) => <MemberStatusBadge status={member.status} /> },
    { header: t('members.fields.mobile'), cell: (member) => member.mobileMasked ?? none },
    {
      header: t('members.fields.email'),
      className: 'break-all',
      cell: (member) => member.emailMasked ?? none,
    },
    { header: t('members.fields.createdAt'), cell: (member) => <DateTime value={member.createdAt} /> },
    {
      header: t('members.fields.lastLoginAt'),
      cell: (member) => <DateTime value={member.lastLoginAt} emptyText={t('states.never')} />,
    },
  ];
}

/** The member list: the search form, the results, paging; the search is kept in the URL. */
export function MemberSearch() {
  const { t } = useTranslation();
  const [search, update] = useUrlFilter(parseMemberSearch, memberSearchParams);
  const result = useMemberSearch(search);
  return (
    <div className="flex flex-col gap-4">
      <MemberSearchForm search={search} onSearch={(next) => update({ ...next, page: 1 })} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.members.length === 0}
        empty={{
          title: t('members.empty.title'),
          body: search.query || search.status ? t('members.empty.filtered') : t('members.empty.none'),
        }}
      >
        {(data) => (
          <PagedSection
            label={t('members.results')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={update}
          >
            <DataTable
              testId="members-table"
              caption={t('members.results')}
              columns={memberColumns(t)}
              rows={data.members}
              rowKey={(member) => member.id}
              rowTestId="member-row"
              rowAttributes={(member) => ({ 'data-member-id': member.id })}
            />
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
