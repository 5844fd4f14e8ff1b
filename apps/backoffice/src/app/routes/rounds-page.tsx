import { useTranslation } from 'react-i18next';
import { RoundSearch } from '../../features/rounds/components/round-search';
import { parseRoundFilter, roundFilterParams } from '../../features/rounds/lib/round-filter';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RoundsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseRoundFilter, roundFilterParams);
  return (
    <Page id="rounds" title={t('rounds.title')} description={t('rounds.description')}>
      <RequirePermission permission="readRounds">
        <RoundSearch filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
