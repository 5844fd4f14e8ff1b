import {
  type AdminLiveStream,
  liveStreamCategories,
  liveStreamLimits,
  sampleStreamUrl,
} from '@gaming/contracts/live-streams';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { LocalizedTextFields } from '../../../components/localized-text-fields';
import { Modal } from '../../../components/modal';
import { SelectField, TextField } from '../../../components/problem-fields';
import { ScheduleFields } from '../../../components/schedule-fields';
import { useDraftDialog } from '../../../lib/use-draft-dialog';
import { useSaveStream } from '../api/streams';
import {
  type StreamDraft,
  streamChange,
  streamDraftOf,
  streamFieldOf,
  streamRequest,
} from '../lib/stream-form';
import { CoverField } from './cover-field';

/** Create or edit a stream source: HLS URL, titles per language, category, cover, schedule, order, on or off. */
export function StreamDialog({
  stream,
  offsetMinutes,
  zone,
  onClose,
}: {
  stream: AdminLiveStream | null;
  offsetMinutes: number;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveStream();
  const { draft, set, shown, submit } = useDraftDialog({
    saved: stream,
    initialDraft: () => streamDraftOf(stream, offsetMinutes),
    save,
    request: (next: StreamDraft) => streamRequest(next, offsetMinutes),
    change: streamChange,
    fieldOf: streamFieldOf,
    onClose,
  });
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      testId="stream-dialog"
      title={stream ? t('streams.editTitle') : t('streams.createTitle')}
      description={t('streams.dialogDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
            <TextField
              label={t('streams.fields.streamUrl')}
              hint={t('streams.urlHint', { sample: sampleStreamUrl })}
              testId="stream-url"
              maxLength={liveStreamLimits.urlMaxLength}
              value={draft.streamUrl}
              problem={shown.streamUrl === 'format' ? undefined : shown.streamUrl}
              onChange={(streamUrl) => set({ streamUrl })}
            />
            {shown.streamUrl === 'format' ? (
              <p role="alert" className="text-xs text-danger" data-testid="stream-url-problem">
                {t('errors.stream_url_invalid')}
              </p>
            ) : null}
          </div>
          <LocalizedTextFields
            label={t('streams.fields.title')}
            field="titles"
            value={draft.titles}
            onChange={(titles) => set({ titles })}
            problems={shown}
            maxLength={liveStreamLimits.titleMaxLength}
            testId="stream-title"
          />
          <SelectField
            label={t('streams.fields.category')}
            testId="stream-category"
            value={draft.category}
            options={liveStreamCategories}
            optionLabel={(value) => t(`streams.categories.${value}`)}
            onChange={(category) => set({ category })}
          />
          <TextField
            label={t('streams.fields.sortOrder')}
            hint={t('streams.sortOrderHint')}
            testId="stream-order"
            inputMode="numeric"
            value={draft.sortOrder}
            problem={shown.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
          />
          <CoverField cover={draft.cover} onChange={(cover) => set({ cover })} />
          <ScheduleFields
            value={draft}
            problems={shown}
            zone={zone}
            testId="stream"
            texts={{
              startsAt: t('streams.fields.startsAt'),
              endsAt: t('streams.fields.endsAt'),
              windowHint: t('streams.windowHint'),
              enabled: t('streams.fields.enabled'),
            }}
            onChange={set}
          />
        </div>
        <DialogFormFooter
          problemCount={Object.keys(shown).length}
          error={save.isError ? save.error : null}
          pending={save.isPending}
          saveLabel={t('streams.save')}
          onCancel={onClose}
          testId="stream"
        />
      </form>
    </Modal>
  );
}
