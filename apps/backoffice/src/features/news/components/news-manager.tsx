import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import {
  type AdminNews,
  type AdminNewsCreateRequest,
  type NewsStatus,
  newsLimits,
  newsStatuses,
} from '@gaming/contracts/news';
import { PlusIcon } from '@gaming/ui/icons';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { ContentImageField } from '../../../components/content-image-field';
import { TableFrame } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { FilterForm, FilterSelect } from '../../../components/filter-form';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { PagedSection } from '../../../components/paged-section';
import { RewardField, SelectField, TextField } from '../../../components/problem-fields';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { defaultPageSize } from '../../../lib/paging';
import { useBrandTime } from '../../../lib/use-brand-time';
import { useDraftDialog } from '../../../lib/use-draft-dialog';
import { type NewsFilter, useAdminNews, useNewsAction, useSaveNews } from '../api/news';
import { type NewsDraft, newsChange, newsDraftOf, newsFieldOf, newsRequest } from '../lib/news-form';

function NewsDialog({
  news,
  offsetMinutes,
  zone,
  onClose,
}: {
  news: AdminNews | null;
  offsetMinutes: number;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNews();
  const [preview, setPreview] = useState(false);
  const { draft, set, shown, submit } = useDraftDialog({
    saved: news,
    initialDraft: () => newsDraftOf(news, offsetMinutes),
    save,
    request: (next: NewsDraft) => newsRequest(next, offsetMinutes),
    change: (saved: AdminNews, body: AdminNewsCreateRequest) => newsChange(saved, body, offsetMinutes),
    fieldOf: newsFieldOf,
    onClose,
  });
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      testId="news-dialog"
      title={news ? t('news.editTitle') : t('news.createTitle')}
      description={t('news.dialogDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <SelectField<LanguageCode>
            label={t('news.fields.language')}
            hint={t('news.languageHint')}
            testId="news-language"
            value={draft.language}
            options={languageCodes}
            optionLabel={(code) => code}
            onChange={(language) => set({ language })}
          />
          <TextField
            type="datetime-local"
            label={`${t('news.fields.publishedAt')} (${zone})`}
            hint={t('news.publishedAtHint')}
            testId="news-published-at"
            value={draft.publishedAt}
            problem={shown.publishedAt}
            onChange={(publishedAt) => set({ publishedAt })}
          />
          <TextField
            label={t('news.fields.title')}
            testId="news-title"
            maxLength={newsLimits.titleMaxLength}
            value={draft.title}
            problem={shown.title}
            onChange={(title) => set({ title })}
            className="sm:col-span-2"
          />
          <RewardField
            label={t('news.fields.summary')}
            hint={t('news.summaryHint', { count: newsLimits.summaryMaxLength })}
            problem={shown.summary}
            testId="news-summary"
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                className={`${inputStyles} h-20 py-2`}
                maxLength={newsLimits.summaryMaxLength}
                value={draft.summary}
                onChange={(event) => set({ summary: event.target.value })}
              />
            )}
          </RewardField>
          <RewardField
            label={t('news.fields.body')}
            hint={t('news.bodyHint')}
            problem={shown.bodyHtml}
            testId="news-body"
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                className={`${inputStyles} h-48 py-2 font-mono text-xs`}
                maxLength={newsLimits.bodyMaxLength}
                value={draft.bodyHtml}
                onChange={(event) => set({ bodyHtml: event.target.value })}
              />
            )}
          </RewardField>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <button
              type="button"
              className={`${buttonStyles.ghost} self-start`}
              aria-expanded={preview}
              data-testid="news-preview-toggle"
              onClick={() => setPreview((now) => !now)}
            >
              {preview ? t('news.hidePreview') : t('news.showPreview')}
            </button>
            {preview ? (
              <div
                data-testid="news-preview"
                className="flex flex-col gap-2 break-words rounded-md border border-border bg-surface-2 p-3 [&_a]:text-accent-text [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
                // An approximation of what the server keeps: DOMPurify strips scripts and handlers here;
                // the server sanitises with its own allow-list when saving.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify before it reaches the DOM
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(draft.bodyHtml) }}
              />
            ) : null}
          </div>
          <ContentImageField
            image={draft.cover}
            onChange={(cover) => set({ cover })}
            testId="news-cover"
            previewClassName="aspect-video max-w-xs"
            texts={{
              label: t('news.fields.cover'),
              hint: t('news.coverHint'),
              none: t('news.noCover'),
              upload: t('news.uploadCover'),
              replace: t('news.replaceCover'),
              remove: t('news.removeCover'),
              fileProblem: (problem) => t(`news.imageProblems.${problem}`),
            }}
          />
        </div>
        <DialogFormFooter
          problemCount={Object.keys(shown).length}
          error={save.isError ? save.error : null}
          pending={save.isPending}
          saveLabel={t('news.save')}
          onCancel={onClose}
          testId="news"
        />
      </form>
    </Modal>
  );
}

function NewsRow({ news, onEdit }: { news: AdminNews; onEdit: () => void }) {
  const { t } = useTranslation();
  const action = useNewsAction();
  const published = news.status === 'published';
  return (
    <tr className={tableStyles.row} data-testid="news-row" data-news-id={news.id} data-status={news.status}>
      <td className={tableStyles.cell} data-label={t('news.fields.title')}>
        <span className="flex items-center justify-end gap-3 md:justify-start">
          {news.coverUrl ? (
            <img
              src={news.coverUrl}
              alt=""
              className="hidden h-10 w-16 shrink-0 rounded object-cover md:block"
            />
          ) : null}
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold break-words">{news.title}</span>
            {news.summary ? <span className="line-clamp-2 text-xs text-muted">{news.summary}</span> : null}
          </span>
        </span>
      </td>
      <td className={tableStyles.cell} data-label={t('news.fields.language')}>
        <span className="font-mono text-xs">{news.language}</span>
      </td>
      <td className={tableStyles.cell} data-label={t('news.fields.status')}>
        <Badge tone={published ? 'success' : 'neutral'} value={news.status} testId="news-status">
          {t(`news.statuses.${news.status}`)}
        </Badge>
      </td>
      <td className={tableStyles.cell} data-label={t('news.fields.publishedAt')}>
        <DateTime value={news.publishedAt} emptyText={t('news.notPublished')} />
      </td>
      <td className={tableStyles.wideCell}>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            data-testid="news-edit"
            onClick={onEdit}
          >
            {t('news.edit')}
          </button>
          <button
            type="button"
            className={`${published ? buttonStyles.secondary : buttonStyles.primary} ${buttonStyles.small}`}
            disabled={action.isPending}
            data-testid={published ? 'news-unpublish' : 'news-publish'}
            onClick={() => action.mutate({ id: news.id, action: published ? 'unpublish' : 'publish' })}
          >
            {published ? t('news.unpublish') : t('news.publish')}
          </button>
          <button
            type="button"
            className={`${buttonStyles.danger} ${buttonStyles.small}`}
            disabled={action.isPending}
            data-testid="news-delete"
            onClick={() => {
              if (window.confirm(t('news.confirmDelete', { title: news.title })))
                action.mutate({ id: news.id, action: 'delete' });
            }}
          >
            {t('news.delete')}
          </button>
        </div>
        {action.isError ? <FormError error={action.error} testId="news-action-error" /> : null}
      </td>
    </tr>
  );
}

/** News articles per language: drafts and published ones; create, edit, publish, unpublish, delete. */
export function NewsManager() {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const [filter, setFilter] = useState<NewsFilter>({
    language: '',
    status: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [editing, setEditing] = useState<AdminNews | 'new' | null>(null);
  const news = useAdminNews(filter);
  const onFilter = (next: Partial<NewsFilter>) => setFilter((now) => ({ ...now, ...next }));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterForm bare label={t('news.filters')} layout="grid-cols-2 gap-3" onApply={() => undefined}>
          <FilterSelect<LanguageCode>
            label={t('news.fields.language')}
            testId="news-filter-language"
            className="w-36"
            value={filter.language}
            onValueChange={(language) => onFilter({ language, page: 1 })}
            anyLabel={t('news.allLanguages')}
            options={languageCodes}
            optionLabel={(code) => code}
          />
          <FilterSelect<NewsStatus>
            label={t('news.fields.status')}
            testId="news-filter-status"
            className="w-36"
            value={filter.status}
            onValueChange={(status) => onFilter({ status, page: 1 })}
            anyLabel={t('news.allStatuses')}
            options={newsStatuses}
            optionLabel={(status) => t(`news.statuses.${status}`)}
          />
        </FilterForm>
        <button
          type="button"
          className={`${buttonStyles.primary} ms-auto`}
          data-testid="news-create"
          onClick={() => setEditing('new')}
        >
          <PlusIcon className="size-4" />
          {t('news.create')}
        </button>
      </div>
      <QueryStates
        query={news}
        staleError="error"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('news.empty') }}
      >
        {(data) => (
          <PagedSection
            label={t('news.caption')}
            busy={news.isFetching}
            pageInfo={data}
            onPageChange={onFilter}
          >
            <TableFrame
              testId="news-table"
              caption={t('news.caption')}
              columns={[
                ...['title', 'language', 'status', 'publishedAt'].map((key) => ({
                  header: t(`news.fields.${key}`),
                })),
                { header: t('news.actions'), hideHeader: true },
              ]}
            >
              {data.items.map((item) => (
                <NewsRow key={`${item.id}:${item.updatedAt}`} news={item} onEdit={() => setEditing(item)} />
              ))}
            </TableFrame>
          </PagedSection>
        )}
      </QueryStates>
      {editing && brandTime.offsetMinutes !== undefined ? (
        <NewsDialog
          news={editing === 'new' ? null : editing}
          offsetMinutes={brandTime.offsetMinutes}
          zone={brandTime.label}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
