import { type AdminBanner, bannerLimits } from '@gaming/contracts/banners';
import { type BannerGroup, bannerGroups } from '@gaming/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { ContentImageField } from '../../../components/content-image-field';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { LocalizedTextFields } from '../../../components/localized-text-fields';
import { Modal } from '../../../components/modal';
import { SelectField, TextField, useProblemText } from '../../../components/problem-fields';
import { ScheduleFields } from '../../../components/schedule-fields';
import { useDraftDialog } from '../../../lib/use-draft-dialog';
import { useSaveBanner } from '../api/banners';
import {
  type BannerDraft,
  bannerChange,
  bannerDraftOf,
  bannerFieldOf,
  bannerRequest,
} from '../lib/banner-form';
import { bannerLinkTargetLength, bannerLinkTypes } from '../lib/banner-link';

/** Create or edit a banner: group, image, titles per language, link, schedule, on or off. */
export function BannerDialog({
  banner,
  group,
  offsetMinutes,
  zone,
  onClose,
}: {
  banner: AdminBanner | null;
  group: BannerGroup;
  offsetMinutes: number;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const { draft, set, shown, submit } = useDraftDialog({
    saved: banner,
    initialDraft: () => bannerDraftOf(banner, group, offsetMinutes),
    save,
    request: (next: BannerDraft) => bannerRequest(next, offsetMinutes),
    change: bannerChange,
    fieldOf: bannerFieldOf,
    onClose,
  });
  const problemText = useProblemText();
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      testId="banner-dialog"
      title={banner ? t('banners.editTitle') : t('banners.createTitle')}
      description={t('banners.dialogDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <SelectField
            label={t('banners.fields.group')}
            hint={t(`banners.groupHints.${draft.groupName}`)}
            testId="banner-group"
            value={draft.groupName}
            options={bannerGroups}
            optionLabel={(value) => t(`banners.groups.${value}`)}
            onChange={(groupName) => set({ groupName })}
            className="sm:col-span-2"
          />
          <ContentImageField
            image={draft.image}
            onChange={(image) => set({ image })}
            requiredText={problemText(shown.image)}
            testId="banner-image"
            previewClassName="aspect-[3/1] max-w-md"
            texts={{
              label: t('banners.fields.image'),
              hint: t('banners.imageHint'),
              none: t('banners.noImage'),
              upload: t('banners.uploadImage'),
              replace: t('banners.replaceImage'),
              fileProblem: (problem) => t(`banners.imageProblems.${problem}`),
            }}
          />
          <LocalizedTextFields
            label={t('banners.fields.title')}
            field="titles"
            value={draft.titles}
            onChange={(titles) => set({ titles })}
            problems={shown}
            maxLength={bannerLimits.titleMaxLength}
            testId="banner-title"
            englishHint={t('banners.titleHint')}
          />
          <SelectField
            label={t('banners.fields.linkType')}
            testId="banner-link-type"
            value={draft.linkType}
            options={bannerLinkTypes}
            optionLabel={(value) => t(`banners.linkTypes.${value}`)}
            onChange={(linkType) => set({ linkType })}
          />
          {draft.linkType === 'none' ? null : (
            <div className="flex min-w-0 flex-col gap-1">
              <TextField
                label={t('banners.fields.linkTarget')}
                hint={t(`banners.linkHints.${draft.linkType}`)}
                testId="banner-link-target"
                maxLength={bannerLinkTargetLength}
                value={draft.linkTarget}
                // A target of the wrong shape says which shape its type needs (below).
                problem={shown.linkTarget === 'format' ? undefined : shown.linkTarget}
                onChange={(linkTarget) => set({ linkTarget })}
              />
              {shown.linkTarget === 'format' ? (
                <p role="alert" className="text-xs text-danger" data-testid="banner-link-target-problem">
                  {t(`banners.linkProblems.${draft.linkType}`)}
                </p>
              ) : null}
            </div>
          )}
          <ScheduleFields
            value={draft}
            problems={shown}
            zone={zone}
            testId="banner"
            texts={{
              startsAt: t('banners.fields.startsAt'),
              endsAt: t('banners.fields.endsAt'),
              windowHint: t('banners.windowHint'),
              enabled: t('banners.fields.enabled'),
            }}
            onChange={set}
          />
        </div>
        <DialogFormFooter
          problemCount={Object.keys(shown).length}
          error={save.isError ? save.error : null}
          pending={save.isPending}
          saveLabel={t('banners.save')}
          onCancel={onClose}
          testId="banner"
        />
      </form>
    </Modal>
  );
}
