import { PlusIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { QueryStates } from '../../../components/query-states';
import type { StaffSummary } from '../../../lib/admin-types';
import { useStaffList } from '../api/list-staff';
import { CreateStaffDialog } from './create-staff-dialog';
import { ChangeRoleDialog, ResetTotpDialog, ToggleStatusDialog } from './staff-action-dialogs';

type Dialog = { kind: 'create' } | { kind: StaffAction; staff: StaffSummary } | null;

type StaffAction = 'role' | 'status' | 'totp';

function StaffActions({ staff, onAction }: { staff: StaffSummary; onAction: (kind: StaffAction) => void }) {
  const { t } = useTranslation();
  const small = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <>
      <button
        type="button"
        data-testid="staff-change-role"
        className={small}
        onClick={() => onAction('role')}
      >
        {t('staff.changeRole.button')}
      </button>
      <button
        type="button"
        data-testid="staff-toggle-status"
        className={small}
        onClick={() => onAction('status')}
      >
        {staff.status === 'active' ? t('staff.disable.button') : t('staff.enable.button')}
      </button>
      <button type="button" data-testid="staff-reset-totp" className={small} onClick={() => onAction('totp')}>
        {t('staff.resetTotp.button')}
      </button>
    </>
  );
}

function staffColumns(
  t: TFunction,
  currentStaffId: string | null,
  onAction: (staff: StaffSummary, kind: StaffAction) => void,
): DataColumn<StaffSummary>[] {
  return [
    {
      header: t('staff.fields.username'),
      cell: (staff) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold break-all md:break-normal md:whitespace-nowrap">
            {staff.username}
          </span>
          {staff.id === currentStaffId ? <span className="text-xs text-muted">{t('staff.you')}</span> : null}
        </span>
      ),
    },
    { header: t('staff.fields.displayName'), cell: (staff) => staff.displayName },
    {
      header: t('staff.fields.role'),
      cell: (staff) => <Badge tone="info">{t(`roles.${staff.role}`)}</Badge>,
    },
    {
      header: t('staff.fields.status'),
      cell: (staff) => (
        <Badge tone={staff.status === 'active' ? 'success' : 'danger'}>
          {t(`staffStatus.${staff.status}`)}
        </Badge>
      ),
    },
    {
      header: t('staff.fields.lastLoginAt'),
      cell: (staff) => <DateTime value={staff.lastLoginAt} emptyText={t('states.never')} />,
    },
    { header: t('staff.fields.createdAt'), cell: (staff) => <DateTime value={staff.createdAt} /> },
    {
      header: t('staff.fields.actions'),
      kind: 'wide',
      alignEnd: true,
      cell: (staff) => (
        <div className="flex flex-wrap gap-2 pt-1 md:flex-nowrap md:justify-end md:pt-0">
          {staff.id === currentStaffId ? (
            <span className="text-xs text-muted">{t('staff.selfHint')}</span>
          ) : (
            <StaffActions staff={staff} onAction={(kind) => onAction(staff, kind)} />
          )}
        </div>
      ),
    },
  ];
}

/** Staff accounts (admin only): list, create, change role, disable / enable, reset the second factor. */
export function StaffList({ currentStaffId }: { currentStaffId: string | null }) {
  const { t } = useTranslation();
  const list = useStaffList();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <button
          type="button"
          data-testid="staff-create-button"
          className={buttonStyles.primary}
          onClick={() => setDialog({ kind: 'create' })}
        >
          <PlusIcon className="size-4" />
          {t('staff.create.button')}
        </button>
      </div>
      <QueryStates query={list} isEmpty={(data) => data.length === 0} empty={{ title: t('staff.empty') }}>
        {(data) => (
          <DataTable
            testId="staff-table"
            caption={t('staff.results')}
            columns={staffColumns(t, currentStaffId, (staff, kind) => setDialog({ kind, staff }))}
            rows={data}
            rowKey={(staff) => staff.id}
            rowTestId="staff-row"
            rowAttributes={(staff) => ({
              'data-username': staff.username,
              'data-role': staff.role,
              'data-status': staff.status,
            })}
          />
        )}
      </QueryStates>
      {dialog?.kind === 'create' ? <CreateStaffDialog onClose={close} /> : null}
      {dialog?.kind === 'role' ? <ChangeRoleDialog staff={dialog.staff} onClose={close} /> : null}
      {dialog?.kind === 'status' ? <ToggleStatusDialog staff={dialog.staff} onClose={close} /> : null}
      {dialog?.kind === 'totp' ? <ResetTotpDialog staff={dialog.staff} onClose={close} /> : null}
    </div>
  );
}
