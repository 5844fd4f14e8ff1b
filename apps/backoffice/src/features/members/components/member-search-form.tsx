import { SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { type MemberStatus, memberStatuses } from '../../../lib/admin-types';
import { type MemberSearch, maximumQueryLength } from '../lib/search-params';

/** Text (username, mobile, e-mail or id) and status; submitting starts again at page 1. */
export function MemberSearchForm({
  search,
  onSearch,
}: {
  search: MemberSearch;
  onSearch: (next: Pick<MemberSearch, 'query' | 'status'>) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(search.query);
  const [status, setStatus] = useState<MemberStatus | ''>(search.status ?? '');
  useEffect(() => {
    setQuery(search.query);
    setStatus(search.status ?? '');
  }, [search.query, search.status]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ query: query.trim(), status: status || null });
  };
  return (
    <search>
      <form
        data-testid="member-search-form"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('members.search.query')}</span>
          <input
            type="search"
            data-testid="member-search-query"
            className={inputStyles}
            placeholder={t('members.search.queryPlaceholder')}
            maxLength={maximumQueryLength}
            autoCapitalize="none"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('members.search.status')}</span>
          <select
            data-testid="member-search-status"
            className={inputStyles}
            value={status}
            onChange={(event) => setStatus(event.target.value as MemberStatus | '')}
          >
            <option value="">{t('members.search.anyStatus')}</option>
            {memberStatuses.map((option) => (
              <option key={option} value={option}>
                {t(`memberStatus.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-testid="member-search-submit" className={buttonStyles.primary}>
          <SearchIcon className="size-4" />
          {t('members.search.submit')}
        </button>
      </form>
    </search>
  );
}
