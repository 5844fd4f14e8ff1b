import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { VendorMoveList } from '../../features/vendor-moves/components/vendor-move-list';
import {
  parseVendorMoveFilter,
  type VendorMoveFilter,
  vendorMoveFilterParams,
} from '../../features/vendor-moves/lib/vendor-move-filter';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function VendorMovesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parseVendorMoveFilter(params);
  const role = useCurrentStaff().data?.staff.role;
  const onFilter = (next: Partial<VendorMoveFilter>) =>
    setParams(vendorMoveFilterParams({ ...filter, ...next }));
  return (
    <Page id="vendor-moves" title={t('vendorMoves.title')} description={t('vendorMoves.description')}>
      <RequirePermission permission="readCashier">
        <VendorMoveList filter={filter} onFilter={onFilter} canCheck={can(role, 'decideCashier')} />
      </RequirePermission>
    </Page>
  );
}
