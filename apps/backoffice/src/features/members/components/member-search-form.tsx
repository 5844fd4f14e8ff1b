import { useTranslation } from 'react-i18next';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { type MemberStatus, memberStatuses } from '../../../lib/admin-types';
import { useDraft } from '../../../lib/use-draft';
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
  const [draft, setDraft] = useDraft<{ query: string; status: MemberStatus | '' }>({
    query: search.query,
    status: search.status ?? '',
  });
  return (
    <FilterForm
      testId="member-search-form"
      layout="sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      onApply={() => onSearch({ query: draft.query.trim(), status: draft.status || null })}
    >
      <FilterInput
        label={t('members.search.query')}
        testId="member-search-query"
        placeholder={t('members.search.queryPlaceholder')}
        maxLength={maximumQueryLength}
        value={draft.query}
        onValueChange={(query) => setDraft({ query })}
      />
      <FilterSelect
        label={t('members.search.status')}
        testId="member-search-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('members.search.anyStatus')}
        options={memberStatuses}
        optionLabel={(status) => t(`memberStatus.${status}`)}
      />
      <FilterSubmit testId="member-search-submit">{t('members.search.submit')}</FilterSubmit>
    </FilterForm>
  );
}
