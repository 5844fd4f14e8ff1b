import { ChevronDownIcon, SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import type { AuditEntry } from '../../../lib/admin-types';
import { useAudit } from '../api/get-audit';
import {
  type AuditFilter,
  auditFilterParams,
  maximumActionLength,
  maximumTargetIdLength,
  parseAuditFilter,
} from '../lib/audit-params';
import { changedKeys, formatAuditJson } from '../lib/format-json';

function FilterForm({
  filter,
  onFilter,
}: {
  filter: AuditFilter;
  onFilter: (next: Partial<AuditFilter>) => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState(filter.action);
  const [targetId, setTargetId] = useState(filter.targetId);
  useEffect(() => {
    setAction(filter.action);
    setTargetId(filter.targetId);
  }, [filter.action, filter.targetId]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ action: action.trim(), targetId: targetId.trim(), page: 1 });
  };
  return (
    <search>
      <form
        data-testid="audit-filter-form"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('audit.filters.action')}</span>
          <input
            type="search"
            data-testid="audit-filter-action"
            className={inputStyles}
            placeholder={t('audit.filters.actionPlaceholder')}
            maxLength={maximumActionLength}
            autoCapitalize="none"
            spellCheck={false}
            value={action}
            onChange={(event) => setAction(event.target.value)}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('audit.filters.targetId')}</span>
          <input
            type="search"
            data-testid="audit-filter-target"
            className={inputStyles}
            maxLength={maximumTargetIdLength}
            autoCapitalize="none"
            spellCheck={false}
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
          />
        </label>
        <button type="submit" data-testid="audit-filter-submit" className={buttonStyles.primary}>
          <SearchIcon className="size-4" />
          {t('audit.filters.submit')}
        </button>
      </form>
    </search>
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

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const changes = changedKeys(entry.before, entry.after);
  return (
    <Fragment>
      <tr data-testid="audit-row" data-action={entry.action} className={tableStyles.row}>
        <td className={tableStyles.cell} data-label={t('audit.fields.createdAt')}>
          <DateTime value={entry.createdAt} />
        </td>
        <td className={tableStyles.cell} data-label={t('audit.fields.actor')}>
          <span className="flex flex-col items-end md:items-start">
            <span className="font-semibold break-all">{entry.actorName}</span>
            <span className="text-xs text-muted">{t(`audit.actorTypes.${entry.actorType}`)}</span>
          </span>
        </td>
        <td className={tableStyles.cell} data-label={t('audit.fields.action')}>
          <code className="font-mono text-xs break-all">{entry.action}</code>
        </td>
        <td className={tableStyles.cell} data-label={t('audit.fields.target')}>
          {entry.targetId ? (
            <span className="flex flex-col items-end md:items-start">
              {entry.targetType ? <span className="text-xs text-muted">{entry.targetType}</span> : null}
              <code className="font-mono text-xs break-all">{entry.targetId}</code>
            </span>
          ) : (
            <span className="text-muted">{t('states.none')}</span>
          )}
        </td>
        <td className={tableStyles.cell} data-label={t('audit.fields.ip')}>
          {entry.ip ? (
            <span className="font-mono text-xs">{entry.ip}</span>
          ) : (
            <span className="text-muted">{t('states.none')}</span>
          )}
        </td>
        <td className={`${tableStyles.wideCell} md:text-end`}>
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
        </td>
      </tr>
      <tr
        id={detailsId}
        hidden={!open}
        className={open ? 'block border-b border-border md:table-row' : undefined}
      >
        <td colSpan={6} className="block p-3 md:table-cell" data-testid="audit-row-details">
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
  const [params, setParams] = useSearchParams();
  const filter = parseAuditFilter(params);
  const result = useAudit(filter);
  const update = (next: Partial<AuditFilter>) => setParams(auditFilterParams({ ...filter, ...next }));
  const columns = ['createdAt', 'actor', 'action', 'target', 'ip'];
  return (
    <div className="flex flex-col gap-4">
      <FilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.entries.length === 0}
        empty={{
          title: t('audit.empty.title'),
          body: filter.action || filter.targetId ? t('audit.empty.filtered') : t('audit.empty.none'),
        }}
      >
        {(data) => (
          <section aria-label={t('audit.results')} aria-busy={result.isFetching}>
            <div className={tableStyles.wrapper}>
              <table data-testid="audit-table" className={tableStyles.table}>
                <caption className="sr-only">{t('audit.results')}</caption>
                <thead className={tableStyles.head}>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className={tableStyles.headCell}>
                        {t(`audit.fields.${column}`)}
                      </th>
                    ))}
                    <th scope="col" className={tableStyles.headCell}>
                      <span className="sr-only">{t('audit.fields.changes')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className={tableStyles.body}>
                  {data.entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pageInfo={data.pageInfo}
              disabled={result.isFetching}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
            />
          </section>
        )}
      </QueryStates>
    </div>
  );
}
