import type {
  AdminAnnouncement,
  AdminAnnouncementCreateRequest,
  AdminAnnouncementUpdateRequest,
} from '@gaming/contracts/announcements';
import {
  type AnnouncementExecution,
  type AnnouncementType,
  announcementExecutions,
  announcementTypes,
} from '@gaming/contracts/home-limits';
import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import { PlusIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { TableFrame } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { fromBrandInput, toBrandInput } from '../../../lib/brand-time';
import { defaultPageSize } from '../../../lib/paging';
import { useBrandTime } from '../../../lib/use-brand-time';
import {
  type AnnouncementFilter,
  useAdminAnnouncements,
  useDeleteAnnouncement,
  useSaveAnnouncement,
} from '../api/announcements';

type Draft = {
  type: AnnouncementType;
  language: LanguageCode;
  title: string;
  contentHtml: string;
  /** datetime-local values in the brand's time zone; empty start = now, empty end = until switched off. */
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  enabled: boolean;
  /** Who sees it when it is a popup (the other types are for everyone). */
  execution: AnnouncementExecution;
};

type State = 'live' | 'scheduled' | 'ended' | 'disabled';
const stateTone: Record<State, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'danger',
};

function stateOf(announcement: AdminAnnouncement, now = Date.now()): State {
  if (!announcement.enabled) return 'disabled';
  if (announcement.live) return 'live';
  return Date.parse(announcement.startsAt) > now ? 'scheduled' : 'ended';
}

/** An ISO instant as a datetime-local value in the brand's time zone (never the browser's). */
export function toLocalInput(iso: string | null, offsetMinutes: number): string {
  return toBrandInput(iso, offsetMinutes);
}

/** A datetime-local value (the brand's time) as an ISO instant; null when empty or unreadable. */
export function fromLocalInput(value: string, offsetMinutes: number): string | null {
  return fromBrandInput(value, offsetMinutes);
}

function draftOf(
  announcement: AdminAnnouncement | null,
  type: AnnouncementType,
  offsetMinutes: number,
): Draft {
  return {
    type: announcement?.type ?? type,
    language: announcement?.language ?? 'EN',
    title: announcement?.title ?? '',
    contentHtml: announcement?.contentHtml ?? '',
    startsAt: toLocalInput(announcement?.startsAt ?? null, offsetMinutes),
    endsAt: toLocalInput(announcement?.endsAt ?? null, offsetMinutes),
    sortOrder: String(announcement?.sortOrder ?? 0),
    enabled: announcement?.enabled ?? true,
    execution: announcement?.execution ?? 'B',
  };
}

function requestOf(draft: Draft, offsetMinutes: number): AdminAnnouncementCreateRequest {
  return {
    type: draft.type,
    language: draft.language,
    title: draft.title.trim(),
    contentHtml: draft.contentHtml,
    startsAt: fromLocalInput(draft.startsAt, offsetMinutes),
    endsAt: fromLocalInput(draft.endsAt, offsetMinutes),
    sortOrder: Number.parseInt(draft.sortOrder, 10) || 0,
    enabled: draft.enabled,
    execution: draft.execution,
  };
}

/** Only what changed goes to the server (and into the audit trail). */
export function announcementChange(
  announcement: AdminAnnouncement,
  draft: Draft,
  offsetMinutes: number,
): AdminAnnouncementUpdateRequest | null {
  // Both sides go through the same minute-precision inputs, so an untouched time compares equal (and an
  // emptied start becomes null: "now").
  const next = requestOf(draft, offsetMinutes);
  const before = requestOf(draftOf(announcement, announcement.type, offsetMinutes), offsetMinutes);
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof AdminAnnouncementCreateRequest)[]) {
    if (next[key] !== before[key]) change[key] = next[key];
  }
  return Object.keys(change).length > 0 ? (change as AdminAnnouncementUpdateRequest) : null;
}

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: (id: string) => ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

type DialogProps = {
  announcement: AdminAnnouncement | null;
  defaultType: AnnouncementType;
  onClose: () => void;
};

/** The editor once the brand's time zone is known: its start and end are the brand's wall-clock time. */
function AnnouncementDialog(props: DialogProps) {
  const brandTime = useBrandTime();
  if (brandTime.offsetMinutes === undefined) return null;
  return <AnnouncementEditor {...props} offsetMinutes={brandTime.offsetMinutes} zone={brandTime.label} />;
}

function AnnouncementEditor({
  announcement,
  defaultType,
  onClose,
  offsetMinutes,
  zone,
}: DialogProps & { offsetMinutes: number; zone: string }) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [draft, setDraft] = useState(() => draftOf(announcement, defaultType, offsetMinutes));
  const set = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!announcement) {
      save.mutate({ id: null, announcement: requestOf(draft, offsetMinutes) }, { onSuccess: onClose });
      return;
    }
    const change = announcementChange(announcement, draft, offsetMinutes);
    if (!change) return onClose();
    save.mutate({ id: announcement.id, announcement: change }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="announcement-dialog"
      title={announcement ? t('announcements.editTitle') : t('announcements.createTitle')}
      description={t('announcements.dialogDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('announcements.fields.type')}>
            {(id) => (
              <>
                <select
                  id={id}
                  data-testid="announcement-type"
                  className={inputStyles}
                  value={draft.type}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => set({ type: event.target.value as AnnouncementType })}
                >
                  {announcementTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`announcements.types.${type}`)}
                    </option>
                  ))}
                </select>
                {/* Where the player site shows each type, so staff know what they publish to. */}
                <p id={`${id}-hint`} className="text-xs text-muted" data-testid="announcement-type-hint">
                  {t(`announcements.typeHints.${draft.type}`)}
                </p>
              </>
            )}
          </Field>
          <Field label={t('announcements.fields.language')}>
            {(id) => (
              <select
                id={id}
                data-testid="announcement-language"
                className={inputStyles}
                value={draft.language}
                onChange={(event) => set({ language: event.target.value as LanguageCode })}
              >
                {languageCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.type === 'popup' ? (
            <Field label={t('announcements.fields.execution')} wide>
              {(id) => (
                <>
                  <select
                    id={id}
                    data-testid="announcement-execution"
                    className={inputStyles}
                    value={draft.execution}
                    aria-describedby={`${id}-hint`}
                    onChange={(event) => set({ execution: event.target.value as AnnouncementExecution })}
                  >
                    {announcementExecutions.map((execution) => (
                      <option key={execution} value={execution}>
                        {t(`announcements.executions.${execution}`)}
                      </option>
                    ))}
                  </select>
                  <p id={`${id}-hint`} className="text-xs text-muted">
                    {t('announcements.executionHint')}
                  </p>
                </>
              )}
            </Field>
          ) : null}
          <Field label={t('announcements.fields.title')} wide>
            {(id) => (
              <input
                id={id}
                data-testid="announcement-title"
                className={inputStyles}
                maxLength={200}
                required
                value={draft.title}
                onChange={(event) => set({ title: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('announcements.fields.content')} wide>
            {(id) => (
              <>
                <textarea
                  id={id}
                  data-testid="announcement-content"
                  className={`${inputStyles} h-40 py-2 font-mono text-xs`}
                  maxLength={20_000}
                  value={draft.contentHtml}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => set({ contentHtml: event.target.value })}
                />
                <p id={`${id}-hint`} className="text-xs text-muted">
                  {t('announcements.contentHint')}
                </p>
              </>
            )}
          </Field>
          <Field label={`${t('announcements.fields.startsAt')} (${zone})`}>
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                data-testid="announcement-starts"
                className={inputStyles}
                value={draft.startsAt}
                onChange={(event) => set({ startsAt: event.target.value })}
              />
            )}
          </Field>
          <Field label={`${t('announcements.fields.endsAt')} (${zone})`}>
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                data-testid="announcement-ends"
                className={inputStyles}
                value={draft.endsAt}
                onChange={(event) => set({ endsAt: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('announcements.fields.sortOrder')}>
            {(id) => (
              <input
                id={id}
                data-testid="announcement-order"
                inputMode="numeric"
                className={inputStyles}
                value={draft.sortOrder}
                onChange={(event) => set({ sortOrder: event.target.value })}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 font-semibold">
            <input
              type="checkbox"
              data-testid="announcement-enabled"
              className="size-4"
              checked={draft.enabled}
              onChange={(event) => set({ enabled: event.target.checked })}
            />
            {t('announcements.fields.enabled')}
          </label>
        </div>
        <p className="text-xs text-muted">{t('announcements.windowHint')}</p>
        {save.isError ? <FormError error={save.error} testId="announcement-save-error" /> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={save.isPending}
            data-testid="announcement-save"
          >
            {t('announcements.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function AnnouncementRow({ announcement, onEdit }: { announcement: AdminAnnouncement; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAnnouncement();
  const state = stateOf(announcement);
  return (
    <tr className={tableStyles.row} data-testid="announcement-row" data-announcement-id={announcement.id}>
      <td className={tableStyles.cell} data-label={t('announcements.fields.title')}>
        <span className="font-semibold break-words">{announcement.title}</span>
      </td>
      <td className={tableStyles.cell} data-label={t('announcements.fields.type')}>
        {t(`announcements.types.${announcement.type}`)}
      </td>
      <td
        className={tableStyles.cell}
        data-label={t('announcements.fields.execution')}
        data-testid="announcement-row-execution"
        data-value={announcement.type === 'popup' ? announcement.execution : 'everyone'}
      >
        {announcement.type === 'popup'
          ? t(`announcements.executions.${announcement.execution}`)
          : t('announcements.everyone')}
      </td>
      <td className={tableStyles.cell} data-label={t('announcements.fields.language')}>
        <span className="font-mono text-xs">{announcement.language}</span>
      </td>
      <td className={tableStyles.cell} data-label={t('announcements.fields.window')}>
        <span className="flex flex-col text-xs">
          <DateTime value={announcement.startsAt} />
          <DateTime value={announcement.endsAt} emptyText={t('announcements.noEnd')} />
        </span>
      </td>
      <td className={tableStyles.numberCell} data-label={t('announcements.fields.sortOrder')}>
        {announcement.sortOrder}
      </td>
      <td className={tableStyles.cell} data-label={t('announcements.fields.state')}>
        <Badge tone={stateTone[state]} value={state}>
          {t(`announcements.states.${state}`)}
        </Badge>
      </td>
      <td className={tableStyles.wideCell}>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            onClick={onEdit}
            data-testid="announcement-edit"
          >
            {t('announcements.edit')}
          </button>
          <button
            type="button"
            className={`${buttonStyles.danger} ${buttonStyles.small}`}
            disabled={remove.isPending}
            data-testid="announcement-delete"
            onClick={() => {
              if (window.confirm(t('announcements.confirmDelete', { title: announcement.title })))
                remove.mutate(announcement.id);
            }}
          >
            {t('announcements.delete')}
          </button>
        </div>
        {remove.isError ? <FormError error={remove.error} testId="announcement-delete-error" /> : null}
      </td>
    </tr>
  );
}

/** Marquee notices, announcements and popups per language, with their publish window; every change audited. */
export function AnnouncementManager() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AnnouncementFilter>({
    type: '',
    language: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const announcements = useAdminAnnouncements(filter);
  const setFilterField = (next: Partial<AnnouncementFilter>) =>
    setFilter((current) => ({ ...current, ...next, page: next.page ?? 1 }));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5">
          <span className="text-xs font-semibold text-muted">{t('announcements.fields.type')}</span>
          <select
            data-testid="announcement-filter-type"
            className={`${inputStyles} w-44`}
            value={filter.type}
            onChange={(event) => setFilterField({ type: event.target.value as AnnouncementFilter['type'] })}
          >
            <option value="">{t('announcements.allTypes')}</option>
            {announcementTypes.map((type) => (
              <option key={type} value={type}>
                {t(`announcements.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="text-xs font-semibold text-muted">{t('announcements.fields.language')}</span>
          <select
            data-testid="announcement-filter-language"
            className={`${inputStyles} w-32`}
            value={filter.language}
            onChange={(event) => setFilterField({ language: event.target.value })}
          >
            <option value="">{t('announcements.allLanguages')}</option>
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={`${buttonStyles.primary} ms-auto`}
          onClick={() => setEditing('new')}
          data-testid="announcement-create"
        >
          <PlusIcon className="size-4" />
          {t('announcements.create')}
        </button>
      </div>
      {/* A failed refetch shows the error instead of the announcements it could not refresh. */}
      <QueryStates
        query={announcements}
        staleError="error"
        isEmpty={(data) => data.announcements.length === 0}
        empty={{ title: t('announcements.empty') }}
      >
        {(data) => (
          <>
            <TableFrame
              testId="announcement-table"
              columns={[
                ...['title', 'type', 'execution', 'language', 'window', 'sortOrder', 'state'].map((key) => ({
                  header: t(`announcements.fields.${key}`),
                })),
                { header: t('announcements.actions'), hideHeader: true },
              ]}
            >
              {data.announcements.map((announcement) => (
                <AnnouncementRow
                  key={`${announcement.id}:${announcement.updatedAt}`}
                  announcement={announcement}
                  onEdit={() => setEditing(announcement)}
                />
              ))}
            </TableFrame>
            <Pager pageInfo={data} onChange={setFilterField} />
          </>
        )}
      </QueryStates>
      {editing ? (
        <AnnouncementDialog
          announcement={editing === 'new' ? null : editing}
          defaultType={filter.type || 'marquee'}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
