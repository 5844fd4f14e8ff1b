import {
  type AdminLiveStream,
  liveStreamCategories,
  liveStreamLimits,
  sampleStreamUrl,
} from '@gaming/contracts/live-streams';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { SelectField, TextField } from '../../../components/problem-fields';
import { type Problems, serverFieldProblems } from '../../../lib/form-values';
import { useSaveStream } from '../api/streams';
import {
  type StreamDraft,
  streamChange,
  streamDraftOf,
  streamFieldOf,
  streamRequest,
} from '../lib/stream-form';
import { CoverField } from './cover-field';

/** Create or edit a stream source: HLS URL, titles EN/NE, category, cover, schedule, order, on or off. */
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
  const [draft, setDraft] = useState<StreamDraft>(() => streamDraftOf(stream, offsetMinutes));
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<StreamDraft>) => {
    setDraft((now) => ({ ...now, ...next }));
    setProblems({});
  };
  const shown: Problems = { ...serverFieldProblems(save.error, streamFieldOf), ...problems };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = streamRequest(draft, offsetMinutes);
    setProblems(result.problems);
    if (!result.body) return;
    if (!stream) return save.mutate({ id: null, body: result.body }, { onSuccess: onClose });
    const change = streamChange(stream, result.body);
    if (!change) return onClose();
    save.mutate({ id: stream.id, body: change }, { onSuccess: onClose });
  };
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
          {(['EN', 'NE'] as const).map((language) => (
            <TextField
              key={language}
              label={`${t('streams.fields.title')} (${language})`}
              hint={language === 'NE' ? t('streams.neFallback') : undefined}
              testId={`stream-title-${language}`}
              maxLength={liveStreamLimits.titleMaxLength}
              value={draft.titles[language]}
              problem={shown[`titles.${language}`]}
              onChange={(title) => set({ titles: { ...draft.titles, [language]: title } })}
            />
          ))}
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
          <TextField
            type="datetime-local"
            label={`${t('streams.fields.startsAt')} (${zone})`}
            testId="stream-starts"
            value={draft.startsAt}
            problem={shown.startsAt}
            onChange={(startsAt) => set({ startsAt })}
          />
          <TextField
            type="datetime-local"
            label={`${t('streams.fields.endsAt')} (${zone})`}
            testId="stream-ends"
            value={draft.endsAt}
            problem={shown.endsAt}
            onChange={(endsAt) => set({ endsAt })}
          />
          <p className="text-xs text-muted sm:col-span-2">{t('streams.windowHint')}</p>
          <label className="flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              data-testid="stream-enabled"
              className="size-4"
              checked={draft.enabled}
              onChange={(event) => set({ enabled: event.target.checked })}
            />
            {t('streams.fields.enabled')}
          </label>
        </div>
        {Object.keys(shown).length > 0 ? (
          <p role="alert" className="text-sm text-danger" data-testid="stream-problems">
            {t('loyalty.forms.problemCount', { count: Object.keys(shown).length })}
          </p>
        ) : null}
        {save.isError ? <FormError error={save.error} testId="stream-save-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            disabled={save.isPending}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={save.isPending}
            data-testid="stream-save"
          >
            {save.isPending ? t('states.working') : t('streams.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
