import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RoundSearch } from '../../features/rounds/components/round-search';
import {
  parseRoundFilter,
  type RoundFilter,
  roundFilterParams,
} from '../../features/rounds/lib/round-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RoundsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parseRoundFilter(params);
  const onFilter = (next: Partial<RoundFilter>) => setParams(roundFilterParams({ ...filter, ...next }));
  return (
    <Page id="rounds" title={t('rounds.title')} description={t('rounds.description')}>
      <RequirePermission permission="readRounds">
        <RoundSearch filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
