import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import type { AdminMemberSummary } from '../../../lib/admin-types';
import { useMemberSearch } from '../api/search-members';
import { memberSearchParams, parseMemberSearch, type MemberSearch as Search } from '../lib/search-params';
import { MemberSearchForm } from './member-search-form';
import { MemberStatusBadge } from './member-status-badge';

function MemberRow({ member }: { member: AdminMemberSummary }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="member-row" data-member-id={member.id} className={tableStyles.row}>
      <td className={tableStyles.cell} data-label={t('members.fields.account')}>
        <Link
          to={`/members/${encodeURIComponent(member.id)}`}
          data-testid="member-link"
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          {member.account}
        </Link>
      </td>
      <td className={tableStyles.cell} data-label={t('members.fields.nickname')}>
        {member.nickname || <span className="text-muted">{t('states.none')}</span>}
      </td>
      <td className={tableStyles.cell} data-label={t('members.fields.type')}>
        {t(`memberTypes.${member.type}`)}
      </td>
      <td className={tableStyles.cell} data-label={t('members.fields.status')}>
        <MemberStatusBadge status={member.status} />
      </td>
      <td className={tableStyles.cell} data-label={t('members.fields.mobile')}>
        {member.mobileMasked ?? <span className="text-muted">{t('states.none')}</span>}
      </td>
      <td className={`${tableStyles.cell} break-all`} data-label={t('members.fields.email')}>
        {member.emailMasked ?? <span className="text-muted">{t('states.none')}</span>}
      </td>
      <td className={tableStyles.cell} data-label={t('members.fields.createdAt')}>
        <DateTime value={member.createdAt} />
      </td>
      <td className={tableStyles.cell} data-label={t('members.fields.lastLoginAt')}>
        <DateTime value={member.lastLoginAt} emptyText={t('states.never')} />
      </td>
    </tr>
  );
}

/** The member list: the search form, the results, paging; the search is kept in the URL. */
export function MemberSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = parseMemberSearch(params);
  const result = useMemberSearch(search);
  const update = (next: Partial<Search>) => setParams(memberSearchParams({ ...search, ...next }));
  const columns = ['account', 'nickname', 'type', 'status', 'mobile', 'email', 'createdAt', 'lastLoginAt'];

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
          <section aria-label={t('members.results')} aria-busy={result.isFetching}>
            <div className={tableStyles.wrapper}>
              <table data-testid="members-table" className={tableStyles.table}>
                <caption className="sr-only">{t('members.results')}</caption>
                <thead className={tableStyles.head}>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className={tableStyles.headCell}>
                        {t(`members.fields.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={tableStyles.body}>
                  {data.members.map((member) => (
                    <MemberRow key={member.id} member={member} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pageInfo={data.pageInfo}
              disabled={result.isFetching}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
            />
          </section>
        )}
      </QueryStates>
    </div>
  );
}
