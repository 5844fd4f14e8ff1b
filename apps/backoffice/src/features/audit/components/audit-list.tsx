import { ChevronDownIcon } from '@gaming/ui/icons';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { TableCell, type TableColumn, TableFrame } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import type { AuditEntry } from '../../../lib/admin-types';
import { useDraft } from '../../../lib/use-draft';
import { useUrlFilter } from '../../../lib/use-url-filter';
import { useAudit } from '../api/get-audit';
import {
  type AuditFilter,
  auditFilterParams,
  maximumActionLength,
  maximumTargetIdLength,
  parseAuditFilter,
} from '../lib/audit-params';
import { changedKeys, formatAuditJson } from '../lib/format-json';
import { AuditChainStatus } from './audit-chain-status';

function AuditFilterForm({
  filter,
  onFilter,
}: {
  filter: AuditFilter;
  onFilter: (next: Partial<AuditFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ action: filter.action, targetId: filter.targetId });
  return (
    <FilterForm
      testId="audit-filter-form"
      layout="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onApply={() => onFilter({ action: draft.action.trim(), targetId: draft.targetId.trim(), page: 1 })}
    >
      <FilterInput
        label={t('audit.filters.action')}
        testId="audit-filter-action"
        placeholder={t('audit.filters.actionPlaceholder')}
        maxLength={maximumActionLength}
        value={draft.action}
        onValueChange={(action) => setDraft({ action })}
      />
      <FilterInput
        label={t('audit.filters.targetId')}
        testId="audit-filter-target"
        maxLength={maximumTargetIdLength}
        value={draft.targetId}
        onValueChange={(targetId) => setDraft({ targetId })}
      />
      <FilterSubmit testId="audit-filter-submit">{t('audit.filters.submit')}</FilterSubmit>
    </FilterForm>
  );
}

function JsonBlock({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const { t } = useTranslation();
  const text = formatAuditJson(value);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-semibold text-muted">{label}</span>
      {text ? (
        <pre
          data-testid={testId}
          className="max-h-72 overflow-auto rounded-md border border-border bg-surface-2 p-3 font-mono text-xs whitespace-pre"
        >
          {text}
        </pre>
      ) : (
        <p data-testid={testId} className="rounded-md border border-dashed border-border p-3 text-muted">
          {t('states.none')}
        </p>
      )}
    </div>
  );
}

function AuditRow({ entry, columnCount }: { entry: AuditEntry; columnCount: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const changes = changedKeys(entry.before, entry.after);
  return (
    <Fragment>
      <tr data-testid="audit-row" data-action={entry.action} className={tableStyles.row}>
        <TableCell label={t('audit.fields.createdAt')}>
          <DateTime value={entry.createdAt} />
        </TableCell>
        <TableCell label={t('audit.fields.actor')}>
          <span className="flex flex-col items-end md:items-start">
            <span className="font-semibold break-all">{entry.actorName}</span>
            <span className="text-xs text-muted">{t(`audit.actorTypes.${entry.actorType}`)}</span>
          </span>
        </TableCell>
        <TableCell label={t('audit.fields.action')}>
          <code className="font-mono text-xs break-all">{entry.action}</code>
        </TableCell>
        <TableCell label={t('audit.fields.target')}>
          {entry.targetId ? (
            <span className="flex flex-col items-end md:items-start">
              {entry.targetType ? <span className="text-xs text-muted">{entry.targetType}</span> : null}
              <code className="font-mono text-xs break-all">{entry.targetId}</code>
            </span>
          ) : (
            <span className="text-muted">{t('states.none')}</span>
          )}
        </TableCell>
        <TableCell label={t('audit.fields.ip')}>
          {entry.ip ? (
            <span className="font-mono text-xs">{entry.ip}</span>
          ) : (
            <span className="text-muted">{t('states.none')}</span>
          )}
        </TableCell>
        <TableCell kind="wide" className="md:text-end">
          <button
            type="button"
            data-testid="audit-row-toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            className={`${buttonStyles.secondary} ${buttonStyles.small} w-full md:w-auto`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('audit.hideChanges') : t('audit.showChanges')}
            <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        </TableCell>
      </tr>
      <tr
        id={detailsId}
        hidden={!open}
        className={open ? 'block border-b border-border md:table-row' : undefined}
      >
        <td colSpan={columnCount} className="block p-3 md:table-cell" data-testid="audit-row-details">
          {changes.length > 0 ? (
            <p className="mb-2 text-xs text-muted">
              {t('audit.changedFields', { fields: changes.join(', ') })}
            </p>
          ) : null}
          <div className="grid gap-3 md:grid-cols-2">
            <JsonBlock label={t('audit.fields.before')} value={entry.before} testId="audit-before" />
            <JsonBlock label={t('audit.fields.after')} value={entry.after} testId="audit-after" />
          </div>
        </td>
      </tr>
    </Fragment>
  );
}

/** The append-only record of staff actions: who, what, on what, from where, before and after. */
export function AuditList() {
  const { t } = useTranslation();
  const [filter, update] = useUrlFilter(parseAuditFilter, auditFilterParams);
  const result = useAudit(filter);
  const columns: TableColumn[] = [
    ...['createdAt', 'actor', 'action', 'target', 'ip'].map((column) => ({
      header: t(`audit.fields.${column}`),
    })),
    { header: t('audit.fields.changes'), hideHeader: true },
  ];
  return (
    <div className="flex flex-col gap-4">
      <AuditChainStatus />
      <AuditFilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.entries.length === 0}
        empty={{
          title: t('audit.empty.title'),
          body: filter.action || filter.targetId ? t('audit.empty.filtered') : t('audit.empty.none'),
        }}
      >
        {(data) => (
          <PagedSection
            label={t('audit.results')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={update}
          >
            <TableFrame testId="audit-table" caption={t('audit.results')} columns={columns}>
              {data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} columnCount={columns.length} />
              ))}
            </TableFrame>
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
