import { PlusIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import type { StaffSummary } from '../../../lib/admin-types';
import { useStaffList } from '../api/list-staff';
import { CreateStaffDialog } from './create-staff-dialog';
import { ChangeRoleDialog, ResetTotpDialog, ToggleStatusDialog } from './staff-action-dialogs';

type Dialog = { kind: 'create' } | { kind: 'role' | 'status' | 'totp'; staff: StaffSummary } | null;

function StaffRow({
  staff,
  isSelf,
  onAction,
}: {
  staff: StaffSummary;
  isSelf: boolean;
  onAction: (kind: 'role' | 'status' | 'totp') => void;
}) {
  const { t } = useTranslation();
  const small = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <tr
      data-testid="staff-row"
      data-username={staff.username}
      data-role={staff.role}
      data-status={staff.status}
      className={tableStyles.row}
    >
      <td className={tableStyles.cell} data-label={t('staff.fields.username')}>
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold break-all md:break-normal md:whitespace-nowrap">
            {staff.username}
          </span>
          {isSelf ? <span className="text-xs text-muted">{t('staff.you')}</span> : null}
        </span>
      </td>
      <td className={tableStyles.cell} data-label={t('staff.fields.displayName')}>
        {staff.displayName}
      </td>
      <td className={tableStyles.cell} data-label={t('staff.fields.role')}>
        <Badge tone="info">{t(`roles.${staff.role}`)}</Badge>
      </td>
      <td className={tableStyles.cell} data-label={t('staff.fields.status')}>
        <Badge tone={staff.status === 'active' ? 'success' : 'danger'}>
          {t(`staffStatus.${staff.status}`)}
        </Badge>
      </td>
      <td className={tableStyles.cell} data-label={t('staff.fields.lastLoginAt')}>
        <DateTime value={staff.lastLoginAt} emptyText={t('states.never')} />
      </td>
      <td className={tableStyles.cell} data-label={t('staff.fields.createdAt')}>
        <DateTime value={staff.createdAt} />
      </td>
      <td className={tableStyles.wideCell}>
        <div className="flex flex-wrap gap-2 pt-1 md:flex-nowrap md:justify-end md:pt-0">
          {isSelf ? (
            <span className="text-xs text-muted">{t('staff.selfHint')}</span>
          ) : (
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
              <button
                type="button"
                data-testid="staff-reset-totp"
                className={small}
                onClick={() => onAction('totp')}
              >
                {t('staff.resetTotp.button')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Staff accounts (admin only): list, create, change role, disable / enable, reset the second factor. */
export function StaffList({ currentStaffId }: { currentStaffId: string | null }) {
  const { t } = useTranslation();
  const list = useStaffList();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const columns = ['username', 'displayName', 'role', 'status', 'lastLoginAt', 'createdAt'];
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
          <div className={tableStyles.wrapper}>
            <table data-testid="staff-table" className={tableStyles.table}>
              <caption className="sr-only">{t('staff.results')}</caption>
              <thead className={tableStyles.head}>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={tableStyles.headCell}>
                      {t(`staff.fields.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className={`${tableStyles.headCell} md:text-end`}>
                    {t('staff.fields.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className={tableStyles.body}>
                {data.map((staff) => (
                  <StaffRow
                    key={staff.id}
                    staff={staff}
                    isSelf={staff.id === currentStaffId}
                    onAction={(kind) => setDialog({ kind, staff })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
      {dialog?.kind === 'create' ? <CreateStaffDialog onClose={close} /> : null}
      {dialog?.kind === 'role' ? <ChangeRoleDialog staff={dialog.staff} onClose={close} /> : null}
      {dialog?.kind === 'status' ? <ToggleStatusDialog staff={dialog.staff} onClose={close} /> : null}
      {dialog?.kind === 'totp' ? <ResetTotpDialog staff={dialog.staff} onClose={close} /> : null}
    </div>
  );
}
