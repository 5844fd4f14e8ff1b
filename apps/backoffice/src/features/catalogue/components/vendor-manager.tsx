import type { AdminVendor, AdminVendorUpdateRequest } from '@gaming/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { inputStyles } from '../../../components/button-styles';
import { TableCell, TableFrame } from '../../../components/data-table';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { useAdminVendors, useUpdateVendor } from '../api/catalogue';
import { SaveCell } from './save-cell';

const statusTone: Record<AdminVendor['status'], BadgeTone> = {
  active: 'success',
  maintenance: 'warning',
  disabled: 'danger',
};

type Draft = {
  status: AdminVendor['status'];
  walletMode: AdminVendor['walletMode'];
  sortOrder: string;
  logoUrl: string;
};

function draftOf(vendor: AdminVendor): Draft {
  return {
    status: vendor.status,
    walletMode: vendor.walletMode,
    sortOrder: String(vendor.sortOrder),
    logoUrl: vendor.logoUrl ?? '',
  };
}

/** Only what changed goes to the server (and into the audit trail). */
export function vendorChange(vendor: AdminVendor, draft: Draft): AdminVendorUpdateRequest | null {
  const change: AdminVendorUpdateRequest = {};
  if (draft.status !== vendor.status) change.status = draft.status;
  if (draft.walletMode !== vendor.walletMode) change.walletMode = draft.walletMode;
  const sortOrder = Number(draft.sortOrder);
  if (draft.sortOrder.trim() !== '' && Number.isInteger(sortOrder) && sortOrder !== vendor.sortOrder)
    change.sortOrder = sortOrder;
  const logoUrl = draft.logoUrl.trim() === '' ? null : draft.logoUrl.trim();
  if (logoUrl !== vendor.logoUrl) change.logoUrl = logoUrl;
  return Object.keys(change).length > 0 ? change : null;
}

function VendorRow({ vendor }: { vendor: AdminVendor }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(vendor));
  const update = useUpdateVendor();
  const change = vendorChange(vendor, draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const label = (key: string) => `${t(`catalogue.vendors.${key}`)} ${vendor.code}`;
  return (
    <tr className={tableStyles.row} data-testid={`vendor-row-${vendor.code}`}>
      <TableCell label={t('catalogue.vendors.vendor')}>
        <span className="flex flex-col">
          <span className="font-semibold">{vendor.displayName}</span>
          <span className="font-mono text-xs text-muted">{vendor.code}</span>
        </span>
      </TableCell>
      <TableCell label={t('catalogue.vendors.categories')}>
        <span className="text-xs">{vendor.categories.join(', ')}</span>
      </TableCell>
      <TableCell label={t('catalogue.vendors.games')}>{vendor.gameCount}</TableCell>
      <TableCell label={t('catalogue.vendors.status')}>
        <span className="flex items-center gap-2">
          <Badge tone={statusTone[vendor.status]} value={vendor.status}>
            {t(`catalogue.vendorStatus.${vendor.status}`)}
          </Badge>
          <select
            aria-label={label('status')}
            className={`${inputStyles} h-8 w-36`}
            value={draft.status}
            onChange={(event) => set('status', event.target.value as Draft['status'])}
            data-testid="vendor-status"
          >
            {(['active', 'maintenance', 'disabled'] as const).map((status) => (
              <option key={status} value={status}>
                {t(`catalogue.vendorStatus.${status}`)}
              </option>
            ))}
          </select>
        </span>
      </TableCell>
      <TableCell label={t('catalogue.vendors.walletMode')}>
        <select
          aria-label={label('walletMode')}
          className={`${inputStyles} h-8 w-32`}
          value={draft.walletMode}
          onChange={(event) => set('walletMode', event.target.value as Draft['walletMode'])}
        >
          {(['seamless', 'transfer'] as const).map((mode) => (
            <option key={mode} value={mode}>
              {t(`catalogue.walletMode.${mode}`)}
            </option>
          ))}
        </select>
      </TableCell>
      <TableCell label={t('catalogue.vendors.sortOrder')}>
        <input
          aria-label={label('sortOrder')}
          className={`${inputStyles} h-8 w-20`}
          inputMode="numeric"
          value={draft.sortOrder}
          onChange={(event) => set('sortOrder', event.target.value)}
        />
      </TableCell>
      <TableCell label={t('catalogue.vendors.logo')}>
        <input
          aria-label={label('logo')}
          className={`${inputStyles} h-8 w-48`}
          value={draft.logoUrl}
          placeholder={t('catalogue.vendors.logoPlaceholder')}
          onChange={(event) => set('logoUrl', event.target.value)}
        />
      </TableCell>
      <SaveCell
        testId="vendor-save"
        hasChange={change !== null}
        saving={update}
        onSave={() => change && update.mutate({ code: vendor.code, change })}
      />
    </tr>
  );
}

/** Vendors: status (active, maintenance, disabled), wallet mode, order and logo; every change audited. */
export function VendorManager() {
  const { t } = useTranslation();
  const vendors = useAdminVendors();
  return (
    // A failed refetch shows the error instead of the vendors it could not refresh.
    <QueryStates
      query={vendors}
      staleError="error"
      isEmpty={(data) => data.vendors.length === 0}
      empty={{ title: t('catalogue.vendors.empty') }}
    >
      {(data) => (
        <TableFrame
          testId="vendor-table"
          columns={[
            ...['vendor', 'categories', 'games', 'status', 'walletMode', 'sortOrder', 'logo'].map((key) => ({
              header: t(`catalogue.vendors.${key}`),
            })),
            { header: t('catalogue.save'), hideHeader: true },
          ]}
        >
          {data.vendors.map((vendor) => (
            <VendorRow key={`${vendor.code}:${vendor.updatedAt}`} vendor={vendor} />
          ))}
        </TableFrame>
      )}
    </QueryStates>
  );
}
