import type { BrandMoney } from '@gaming/contracts/adjustments';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { JurisdictionDiff } from '../../jurisdiction/components/jurisdiction-screen';
import { useSettingChanges } from '../api/setting-changes';
import { changeRows } from '../lib/change-rows';
import { DecideSettingChangeDialog } from './decide-setting-change-dialog';

const statusTone: Record<SettingChange['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

function ChangeTable({ change, brand }: { change: SettingChange; brand: BrandMoney }) {
  const { t } = useTranslation();
  if (change.key === 'jurisdiction')
    return <JurisdictionDiff current={change.baseValue} draft={change.proposedValue} />;
  const rows = changeRows(change, brand, { on: t('settingChanges.on'), off: t('settingChanges.off') });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-start text-xs text-muted">
            <th className="p-2 text-start font-semibold">{t('settingChanges.field')}</th>
            <th className="p-2 text-end font-semibold">{t('settingChanges.current')}</th>
            <th className="p-2 text-end font-semibold">{t('settingChanges.proposed')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.field}
              data-changed={row.changed}
              className={`border-t border-border ${row.changed ? 'bg-warning-surface font-semibold' : 'text-muted'}`}
            >
              <th scope="row" className="p-2 text-start font-normal">
                {row.label ?? t(`settingChanges.fields.${row.field}`)}
              </th>
              <td className="p-2 text-end tabular-nums">{row.current}</td>
              <td className="p-2 text-end tabular-nums">{row.proposed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PendingCard({
  change,
  brand,
  onDecide,
}: {
  change: SettingChange;
  brand: BrandMoney;
  onDecide: (action: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="setting-change-pending"
      data-key={change.key}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t(`settingChanges.keys.${change.key}`)}</h3>
        <Badge tone="warning" value="pending">
          {t('settingChanges.status.pending')}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        {t('settingChanges.proposedBy', { name: change.proposedByName })} ·{' '}
        <DateTime value={change.proposedAt} />
      </p>
      <ChangeTable change={change} brand={brand} />
      {change.proposedByCaller ? (
        <p data-testid="setting-change-own" className="text-sm text-muted">
          {t('settingChanges.ownProposal')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-testid="setting-change-reject"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => onDecide('reject')}
        >
          {change.proposedByCaller
            ? t('settingChanges.withdraw.confirm')
            : t('settingChanges.reject.confirm')}
        </button>
        {change.proposedByCaller ? null : (
          <button
            type="button"
            data-testid="setting-change-approve"
            className={`${buttonStyles.primary} ${buttonStyles.small}`}
            onClick={() => onDecide('approve')}
          >
            {t('settingChanges.approve.confirm')}
          </button>
        )}
      </div>
    </li>
  );
}

function RecentList({ changes }: { changes: SettingChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="setting-changes-recent">
      <h2 id="setting-changes-recent" className="text-base font-semibold">
        {t('settingChanges.recentTitle')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {changes.map((change) => (
          <li key={change.id} data-testid="setting-change-recent" className="flex flex-col gap-1 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{t(`settingChanges.keys.${change.key}`)}</span>
              <Badge tone={statusTone[change.status]} value={change.status}>
                {t(`settingChanges.status.${change.status}`)}
              </Badge>
            </div>
            <span className="text-muted">
              {t('settingChanges.decided', {
                proposer: change.proposedByName,
                decider: change.decidedByName ?? '—',
              })}{' '}
              · <DateTime value={change.decidedAt} />
            </span>
            {change.decisionReason ? <span className="break-words">{change.decisionReason}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Four eyes on the money settings: changes waiting for a second staff member, with what each would
 * change, and the latest decided ones. The proposer sees their own change but may only withdraw it.
 */
export function SettingChangesScreen() {
  const { t } = useTranslation();
  const query = useSettingChanges();
  const [deciding, setDeciding] = useState<{ change: SettingChange; action: 'approve' | 'reject' } | null>(
    null,
  );
  return (
    <QueryStates query={query}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <section className="flex flex-col gap-2" aria-labelledby="setting-changes-pending">
            <h2 id="setting-changes-pending" className="text-base font-semibold">
              {t('settingChanges.pendingTitle')}
            </h2>
            {data.pending.length === 0 ? (
              <EmptyState title={t('settingChanges.emptyTitle')} body={t('settingChanges.emptyBody')} />
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2">
                {data.pending.map((change) => (
                  <PendingCard
                    key={change.id}
                    change={change}
                    brand={data.brand}
                    onDecide={(action) => setDeciding({ change, action })}
                  />
                ))}
              </ul>
            )}
          </section>
          <RecentList changes={data.recent} />
          {deciding ? (
            <DecideSettingChangeDialog
              change={deciding.change}
              action={deciding.action}
              onClose={() => setDeciding(null)}
            />
          ) : null}
        </div>
      )}
    </QueryStates>
  );
}

/**
 * A line on a settings screen while a change to that setting waits for approval, linking to the list.
 * Shown only to staff who may review changes.
 */
export function PendingSettingChangeNotice({ settingKey }: { settingKey: SettingChange['key'] }) {
  const { t } = useTranslation();
  const query = useSettingChanges();
  const pending = query.data?.pending.find((change) => change.key === settingKey);
  if (!pending) return null;
  return (
    <p
      role="status"
      data-testid={`setting-change-notice-${settingKey}`}
      className="rounded-md border border-warning/50 bg-warning-surface p-3 text-sm"
    >
      {t('settingChanges.notice', { name: pending.proposedByName })}{' '}
      <Link to="/setting-changes" className="font-semibold underline">
        {t('settingChanges.noticeLink')}
      </Link>
    </p>
  );
}
