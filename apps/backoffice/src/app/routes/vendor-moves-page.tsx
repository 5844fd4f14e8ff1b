import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { VendorMoveList } from '../../features/vendor-moves/components/vendor-move-list';
import {
  parseVendorMoveFilter,
  vendorMoveFilterParams,
} from '../../features/vendor-moves/lib/vendor-move-filter';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function VendorMovesPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseVendorMoveFilter, vendorMoveFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="vendor-moves" title={t('vendorMoves.title')} description={t('vendorMoves.description')}>
      <RequirePermission permission="readCashier">
        <VendorMoveList filter={filter} onFilter={onFilter} canCheck={can(role, 'decideCashier')} />
      </RequirePermission>
    </Page>
  );
}
