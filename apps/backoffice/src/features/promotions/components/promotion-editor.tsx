import { gameCategoryCodes } from '@gaming/contracts/category-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import {
  type AdminPromotion,
  promotionFilterTypes,
  promotionKinds,
  promotionLimits,
  promotionParticipations,
  promotionTags,
} from '@gaming/contracts/promotions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/confirm-actions';
import { Fact, FactList } from '../../../components/fact-list';
import { FormError } from '../../../components/form-error';
import {
  AddLanguageSelect,
  LanguageField,
  LanguageLabel,
  languageChoiceLabel,
  languageInputAttributes,
} from '../../../components/localized-text-fields';
import { Modal } from '../../../components/modal';
import {
  FieldGroup,
  RewardField,
  SelectField,
  TextField,
  useProblemText,
} from '../../../components/problem-fields';
import type { Problems } from '../../../lib/form-values';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { addableLanguages } from '../../../lib/localized-text';
import { usePromotionStatusChange, useSavePromotion } from '../api/promotions';
import {
  audienceTypes,
  eligibilityTypes,
  emptyPromotionDraft,
  type PromotionDraft,
  promotionDraftOf,
  promotionLanguages,
  promotionRequest,
  promotionServerProblems,
  rewardTypes,
  wageringBases,
  withoutPromotionLanguage,
  withPromotionLanguage,
} from '../lib/promotion-form';
import { ImageListEditor } from './image-list-editor';
import { PromotionPreview } from './promotion-preview';
import { PromotionStatusBadge } from './promotion-status-badge';

function Checkbox({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className="size-4"
        data-testid={testId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** A percentage (or weight) per game category; empty = not listed. */
function PerCategoryGrid({
  values,
  prefix,
  problems,
  onChange,
  testId,
}: {
  values: PromotionDraft['weights'];
  prefix: 'weights' | 'rebateRates';
  problems: Problems;
  onChange: (values: PromotionDraft['weights']) => void;
  testId: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" data-testid={testId}>
      {gameCategoryCodes.map((code) => (
        <TextField
          key={code}
          label={code}
          testId={`${testId}-${code}`}
          inputMode="decimal"
          suffix="%"
          value={values[code]}
          problem={problems[`${prefix}.${code}`]}
          onChange={(value) => onChange({ ...values, [code]: value })}
        />
      ))}
    </div>
  );
}

type StatusAction = 'publish' | 'archive';

function StatusDialog({
  promotion,
  action,
  onClose,
}: {
  promotion: AdminPromotion;
  action: StatusAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = usePromotionStatusChange();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      testId="promotion-status-dialog"
      title={t(`rewards.promotions.${action}.title`)}
      description={t(`rewards.promotions.${action}.description`)}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('rewards.promotions.fields.title')}>{promotion.title.EN}</Fact>
          <Fact label={t('rewards.forms.status')}>
            <PromotionStatusBadge status={change.data?.status ?? promotion.status} />
          </Fact>
        </FactList>
        {change.isError ? <FormError error={change.error} testId="promotion-status-error" /> : null}
        <ConfirmActions
          done={change.isSuccess}
          pending={change.isPending}
          onClose={onClose}
          onConfirm={() => change.mutate({ id: promotion.id, action })}
          confirmLabel={t(`rewards.promotions.${action}.confirm`)}
          workingLabel={t('states.working')}
          testIdPrefix={`promotion-${action}`}
        />
      </div>
    </Modal>
  );
}

/**
 * The promotion editor: content per language (title and HTML), images in sequence, where it is listed,
 * schedule, audience, how members take part, the reward rule and who qualifies, the wagering terms and the
 * limits; save (create or update), publish and archive with a confirmation; the preview beside it. Every
 * problem shows at its field, the server's refusals too. Read-only without writePromotions.
 */
export function PromotionEditor({
  promotion,
  canWrite,
  money,
  offsetMinutes,
  zone,
  maxMultiple,
  onCapRefused,
}: {
  promotion: AdminPromotion | null;
  canWrite: boolean;
  money: MoneyFormat;
  offsetMinutes: number;
  zone: string;
  maxMultiple: number;
  /** The server refused the multiple over a cap lowered meanwhile: the page reads the bonus settings again. */
  onCapRefused: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const save = useSavePromotion(onCapRefused);
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotion ? promotionDraftOf(promotion, money.decimals, offsetMinutes) : emptyPromotionDraft(),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [chosenLanguage, setLanguage] = useState<LanguageCode>('EN');
  const [chosenPreviewLanguage, setPreviewLanguage] = useState<LanguageCode>('EN');
  const [statusAction, setStatusAction] = useState<StatusAction | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (next: Partial<PromotionDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...next }));
  };
  const options = { decimals: money.decimals, offsetMinutes, maxMultiple };
  const shown: Problems = { ...promotionServerProblems(save.error), ...problems };
  const current = promotion;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !canWrite) return;
    const result = promotionRequest(draft, options);
    setProblems(result.problems ?? {});
    if (!result.input) return;
    save.mutate(
      { id: current?.id ?? null, input: result.input },
      {
        onSuccess: (savedPromotion) => {
          // What the server stored (its HTML sanitised) becomes the editor's values.
          setDraft(promotionDraftOf(savedPromotion, money.decimals, offsetMinutes));
          setSaved(true);
          if (!current) navigate(`/promotions/${savedPromotion.id}`, { replace: true });
        },
      },
    );
  };
  const amountHint = t('rewards.forms.amountHint', { currency: money.currency });
  const languages = promotionLanguages(draft);
  // A removed language's tab falls back to EN.
  const language = languages.includes(chosenLanguage) ? chosenLanguage : 'EN';
  const previewLanguage = languages.includes(chosenPreviewLanguage) ? chosenPreviewLanguage : 'EN';
  const problemCount = Object.keys(shown).length;
  // Outside the read-only fieldset for staff who may not write, so they can still read every language.
  const languageSwitch = (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('rewards.promotions.language')}</legend>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={language === code}
          title={languageChoiceLabel(code)}
          data-testid={`promotion-language-${code}`}
          className={`${language === code ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => setLanguage(code)}
        >
          {code}
          {shown[`title.${code}`] || shown[`content.${code}`] ? ' !' : ''}
        </button>
      ))}
    </fieldset>
  );
  const addLanguage = (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <AddLanguageSelect
        languages={addableLanguages(draft.title)}
        onAdd={(code) => {
          set(withPromotionLanguage(draft, code));
          setLanguage(code);
        }}
        label={t('localizedText.addTo', { label: t('rewards.promotions.groups.content') })}
        prompt={t('localizedText.add')}
        testId="promotion-language-add"
        className="sm:w-64"
      />
    </div>
  );
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        noValidate
        onSubmit={submit}
        className="flex min-w-0 flex-col gap-4"
        data-testid="promotion-editor"
      >
        {current ? (
          <FactList>
            <Fact label={t('rewards.forms.status')}>
              <PromotionStatusBadge status={current.status} />
            </Fact>
            <Fact label={t('rewards.promotions.fields.slots')}>
              <span data-testid="promotion-usage-slots">
                {current.usage.maxClaims === null
                  ? t('rewards.promotions.slotsUnlimited', { used: current.usage.claims })
                  : t('rewards.forms.usedOf', { used: current.usage.claims, total: current.usage.maxClaims })}
              </span>
            </Fact>
            <Fact label={t('rewards.promotions.fields.budget')}>
              <span data-testid="promotion-usage-budget">
                {current.usage.budgetMinor === null
                  ? t('rewards.promotions.budgetUnlimited', {
                      spent: formatMoney(current.usage.spentMinor, money),
                    })
                  : t('rewards.forms.usedOf', {
                      used: formatMoney(current.usage.spentMinor, money),
                      total: formatMoney(current.usage.budgetMinor, money),
                    })}
              </span>
            </Fact>
          </FactList>
        ) : null}
        {canWrite ? null : languageSwitch}
        <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-4">
          <FieldGroup
            title={t('rewards.promotions.groups.content')}
            description={t('rewards.promotions.contentHint')}
          >
            {canWrite ? (
              <div className="flex flex-wrap items-start justify-between gap-2">
                {languageSwitch}
                {addLanguage}
              </div>
            ) : null}
            <LanguageField
              key={`title-${language}`}
              code={language}
              label={<LanguageLabel label={t('rewards.promotions.fields.title')} code={language} />}
              problem={shown[`title.${language}`]}
              testId={`promotion-title-${language}`}
              maxLength={promotionLimits.titleLength}
              value={draft.title[language as keyof PromotionDraft['title']] ?? ''}
              onChange={(value) => set({ title: { ...draft.title, [language]: value } })}
              multiline={false}
              // Removes the language's title and content together, so it names the language.
              onRemove={
                canWrite && language !== 'EN' && language !== 'NE'
                  ? () => set(withoutPromotionLanguage(draft, language))
                  : undefined
              }
              removeText={t('localizedText.removeNamed', { language: languageChoiceLabel(language) })}
              removeLabel={t('localizedText.removeNamed', { language: languageChoiceLabel(language) })}
              removeTestId={`promotion-language-remove-${language}`}
            />
            <RewardField
              key={`content-${language}`}
              label={<LanguageLabel label={t('rewards.promotions.fields.content')} code={language} />}
              hint={t('rewards.promotions.htmlHint')}
              problem={shown[`content.${language}`]}
              testId={`promotion-content-${language}`}
            >
              {(control) => (
                <textarea
                  {...control}
                  {...languageInputAttributes(language)}
                  // Monospace for the markup, then the scripts' fonts for text no monospace font has (日本語).
                  className={`${inputStyles} h-48 py-2 text-xs [font-family:var(--ui-font-mono),var(--ui-font-sans)]`}
                  maxLength={promotionLimits.contentLength}
                  value={draft.content[language as keyof PromotionDraft['content']] ?? ''}
                  onChange={(event) => set({ content: { ...draft.content, [language]: event.target.value } })}
                />
              )}
            </RewardField>
            <ImageListEditor
              images={draft.images}
              onChange={(images) => set({ images })}
              problem={shown.images}
              disabled={!canWrite}
            />
          </FieldGroup>
          <FieldGroup title={t('rewards.promotions.groups.listing')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('rewards.promotions.fields.filterType')}
                testId="promotion-filter-type"
                value={draft.filterType}
                options={promotionFilterTypes}
                optionLabel={(type) => t(`rewards.promotions.filterTypes.${type}`)}
                onChange={(filterType) => set({ filterType })}
              />
              <SelectField
                label={t('rewards.promotions.fields.kind')}
                hint={t(`rewards.promotions.kindHints.${draft.kind}`)}
                testId="promotion-kind"
                value={draft.kind}
                options={promotionKinds}
                optionLabel={(kind) => t(`rewards.promotions.kinds.${kind}`)}
                onChange={(kind) => set({ kind })}
              />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold">{t('rewards.promotions.fields.tags')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2" data-testid="promotion-tags">
                {promotionTags.map((tag) => (
                  <Checkbox
                    key={tag}
                    label={t(`rewards.promotions.tags.${tag}`)}
                    testId={`promotion-tag-${tag}`}
                    checked={draft.tags.includes(tag)}
                    onChange={(checked) =>
                      set({
                        tags: checked ? [...draft.tags, tag] : draft.tags.filter((other) => other !== tag),
                      })
                    }
                  />
                ))}
              </div>
            </fieldset>
          </FieldGroup>
          <FieldGroup title={t('rewards.promotions.groups.schedule')}>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={`${t('rewards.forms.startsAt')} (${zone})`}
                testId="promotion-starts"
                type="datetime-local"
                value={draft.startsAt}
                problem={shown.startsAt}
                onChange={(startsAt) => set({ startsAt })}
              />
              <TextField
                label={`${t('rewards.forms.endsAt')} (${zone})`}
                testId="promotion-ends"
                type="datetime-local"
                value={draft.endsAt}
                problem={shown.endsAt}
                onChange={(endsAt) => set({ endsAt })}
              />
              <TextField
                label={t('rewards.promotions.fields.claimDays')}
                hint={t('rewards.promotions.claimDaysHint')}
                testId="promotion-claim-days"
                inputMode="numeric"
                suffix={t('rewards.forms.days')}
                value={draft.claimDays}
                problem={shown.claimDays}
                onChange={(claimDays) => set({ claimDays })}
              />
            </div>
          </FieldGroup>
          <FieldGroup title={t('rewards.promotions.groups.audience')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('rewards.promotions.fields.audience')}
                testId="promotion-audience"
                value={draft.audience}
                options={audienceTypes}
                optionLabel={(type) => t(`rewards.promotions.audiences.${type}`)}
                onChange={(audience) => set({ audience })}
              />
              {draft.audience === 'new_members' ? (
                <TextField
                  label={t('rewards.promotions.fields.newMemberDays')}
                  testId="promotion-new-member-days"
                  inputMode="numeric"
                  suffix={t('rewards.forms.days')}
                  value={draft.newMemberDays}
                  problem={shown.newMemberDays}
                  onChange={(newMemberDays) => set({ newMemberDays })}
                />
              ) : null}
              {draft.audience === 'vip_levels' ? (
                <TextField
                  label={t('rewards.promotions.fields.vipLevels')}
                  hint={t('rewards.promotions.vipHint')}
                  testId="promotion-vip-levels"
                  value={draft.vipLevels}
                  problem={shown.vipLevels}
                  onChange={(vipLevels) => set({ vipLevels })}
                />
              ) : null}
              {draft.audience === 'agent_teams' ? (
                <RewardField
                  label={t('rewards.promotions.fields.agentAccounts')}
                  hint={t('rewards.promotions.agentsHint', { max: promotionLimits.audienceAgents })}
                  problem={shown.agentAccounts}
                  testId="promotion-agent-accounts"
                >
                  {(control) => (
                    <textarea
                      {...control}
                      className={`${inputStyles} h-24 py-2`}
                      value={draft.agentAccounts}
                      onChange={(event) => set({ agentAccounts: event.target.value })}
                    />
                  )}
                </RewardField>
              ) : null}
            </div>
          </FieldGroup>
          <FieldGroup title={t('rewards.promotions.groups.reward')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('rewards.promotions.fields.participation')}
                hint={t(`rewards.promotions.participationHints.${draft.participation}`)}
                testId="promotion-participation"
                value={draft.participation}
                options={promotionParticipations}
                optionLabel={(type) => t(`rewards.promotions.participations.${type}`)}
                onChange={(participation) => set({ participation })}
              />
              <SelectField
                label={t('rewards.promotions.fields.rewardType')}
                testId="promotion-reward-type"
                value={draft.reward}
                options={rewardTypes}
                optionLabel={(type) => t(`rewards.promotions.rewardTypes.${type}`)}
                onChange={(reward) => set({ reward })}
              />
              {draft.reward === 'fixed' ? (
                <TextField
                  label={t('rewards.promotions.fields.fixedAmount')}
                  hint={amountHint}
                  testId="promotion-fixed-amount"
                  inputMode="decimal"
                  value={draft.fixedAmount}
                  problem={shown.fixedAmount}
                  onChange={(fixedAmount) => set({ fixedAmount })}
                />
              ) : null}
              {draft.reward === 'deposit_percent' ? (
                <TextField
                  label={t('rewards.promotions.fields.depositPercent')}
                  testId="promotion-deposit-percent"
                  inputMode="decimal"
                  suffix="%"
                  value={draft.depositPercent}
                  problem={shown.depositPercent}
                  onChange={(depositPercent) => set({ depositPercent })}
                />
              ) : null}
              {draft.reward !== 'fixed' ? (
                <TextField
                  label={t('rewards.promotions.fields.cap')}
                  hint={amountHint}
                  testId="promotion-cap"
                  inputMode="decimal"
                  value={draft.cap}
                  problem={shown.cap}
                  onChange={(cap) => set({ cap })}
                />
              ) : null}
            </div>
            {draft.reward === 'valid_bet_rebate' ? (
              <div className="flex flex-col gap-2">
                <span className="font-semibold">{t('rewards.promotions.fields.rebateRates')}</span>
                <p className="text-xs text-muted">{t('rewards.promotions.rebateRatesHint')}</p>
                <PerCategoryGrid
                  values={draft.rebateRates}
                  prefix="rebateRates"
                  problems={shown}
                  testId="promotion-rebate-rate"
                  onChange={(rebateRates) => set({ rebateRates })}
                />
                {shown.rebateRates ? (
                  <p className="text-xs text-danger">{problemText(shown.rebateRates)}</p>
                ) : null}
              </div>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('rewards.promotions.fields.eligibility')}
                testId="promotion-eligibility"
                value={draft.eligibility}
                options={eligibilityTypes}
                optionLabel={(type) => t(`rewards.promotions.eligibilities.${type}`)}
                onChange={(eligibility) => set({ eligibility })}
              />
              {draft.eligibility !== 'none' ? (
                <TextField
                  label={t('rewards.promotions.fields.eligibilityMin')}
                  hint={amountHint}
                  testId="promotion-eligibility-min"
                  inputMode="decimal"
                  value={draft.eligibilityMin}
                  problem={shown.eligibilityMin}
                  onChange={(eligibilityMin) => set({ eligibilityMin })}
                />
              ) : null}
            </div>
          </FieldGroup>
          <FieldGroup title={t('rewards.promotions.groups.wagering')} testId="promotion-wagering">
            <Checkbox
              label={t('rewards.promotions.fields.wageringOn')}
              testId="promotion-wagering-on"
              checked={draft.wagering}
              onChange={(wagering) => set({ wagering })}
            />
            {draft.wagering ? (
              <>
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    label={t('rewards.promotions.fields.multiple')}
                    hint={t('rewards.promotions.multipleHint', { max: maxMultiple })}
                    testId="promotion-multiple"
                    inputMode="numeric"
                    suffix="×"
                    value={draft.multiple}
                    problem={shown.multiple}
                    onChange={(multiple) => set({ multiple })}
                  />
                  <SelectField
                    label={t('rewards.promotions.fields.base')}
                    testId="promotion-base"
                    value={draft.base}
                    options={wageringBases}
                    optionLabel={(base) => t(`rewards.promotions.bases.${base}`)}
                    onChange={(base) => set({ base })}
                  />
                  <TextField
                    label={t('rewards.promotions.fields.wageringDays')}
                    testId="promotion-wagering-days"
                    inputMode="numeric"
                    suffix={t('rewards.forms.days')}
                    value={draft.wageringDays}
                    problem={shown.wageringDays}
                    onChange={(wageringDays) => set({ wageringDays })}
                  />
                  <TextField
                    label={t('rewards.promotions.fields.maxStake')}
                    hint={t('rewards.promotions.maxStakeHint')}
                    testId="promotion-max-stake"
                    inputMode="decimal"
                    value={draft.maxStake}
                    problem={shown.maxStake}
                    onChange={(maxStake) => set({ maxStake })}
                  />
                  <TextField
                    label={t('rewards.promotions.fields.maxCashout')}
                    hint={t('rewards.promotions.maxCashoutHint')}
                    testId="promotion-max-cashout"
                    inputMode="decimal"
                    value={draft.maxCashout}
                    problem={shown.maxCashout}
                    onChange={(maxCashout) => set({ maxCashout })}
                  />
                  <TextField
                    label={t('rewards.promotions.fields.defaultWeight')}
                    testId="promotion-default-weight"
                    inputMode="numeric"
                    suffix="%"
                    value={draft.defaultWeight}
                    problem={shown.defaultWeight}
                    onChange={(defaultWeight) => set({ defaultWeight })}
                  />
                </div>
                <span className="font-semibold">{t('rewards.promotions.fields.weights')}</span>
                <p className="-mt-2 text-xs text-muted">{t('rewards.promotions.weightsHint')}</p>
                <PerCategoryGrid
                  values={draft.weights}
                  prefix="weights"
                  problems={shown}
                  testId="promotion-weight"
                  onChange={(weights) => set({ weights })}
                />
              </>
            ) : (
              <p className="text-xs text-muted">{t('rewards.promotions.noWageringHint')}</p>
            )}
          </FieldGroup>
          <FieldGroup
            title={t('rewards.promotions.groups.limits')}
            description={t('rewards.promotions.limitsHint')}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('rewards.promotions.fields.maxClaims')}
                hint={t('rewards.promotions.maxClaimsHint')}
                testId="promotion-max-claims"
                inputMode="numeric"
                value={draft.maxClaims}
                problem={shown.maxClaims}
                onChange={(maxClaims) => set({ maxClaims })}
              />
              <TextField
                label={t('rewards.promotions.fields.budget')}
                hint={t('rewards.promotions.budgetHint', { currency: money.currency })}
                testId="promotion-budget"
                inputMode="decimal"
                value={draft.budget}
                problem={shown.budget}
                onChange={(budget) => set({ budget })}
              />
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <Checkbox
                label={t('rewards.promotions.fields.perDevice')}
                testId="promotion-per-device"
                checked={draft.perDevice}
                onChange={(perDevice) => set({ perDevice })}
              />
              <Checkbox
                label={t('rewards.promotions.fields.perIp')}
                testId="promotion-per-ip"
                checked={draft.perIp}
                onChange={(perIp) => set({ perIp })}
              />
            </div>
          </FieldGroup>
        </fieldset>
        {problemCount > 0 ? (
          <p role="alert" className="text-danger" data-testid="promotion-problems">
            {t('rewards.forms.problemCount', { count: problemCount })}
          </p>
        ) : null}
        {save.isError ? <FormError error={save.error} testId="promotion-save-error" /> : null}
        {saved ? (
          <p role="status" className="text-success" data-testid="promotion-saved">
            {t('rewards.promotions.saved')}
          </p>
        ) : null}
        {canWrite ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {current && current.status !== 'archived' ? (
              <button
                type="button"
                className={buttonStyles.danger}
                data-testid="promotion-archive"
                onClick={() => setStatusAction('archive')}
              >
                {t('rewards.promotions.archive.open')}
              </button>
            ) : null}
            {current && current.status === 'draft' ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                data-testid="promotion-publish"
                onClick={() => setStatusAction('publish')}
              >
                {t('rewards.promotions.publish.open')}
              </button>
            ) : null}
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={save.isPending}
              data-testid="promotion-save"
            >
              {save.isPending
                ? t('states.working')
                : current
                  ? t('rewards.promotions.save')
                  : t('rewards.promotions.create')}
            </button>
          </div>
        ) : (
          <p className="text-xs text-muted">{t('rewards.forms.readOnly')}</p>
        )}
      </form>
      <div className="min-w-0 xl:sticky xl:top-20">
        <PromotionPreview
          input={promotionRequest(draft, options).input}
          languages={languages}
          language={previewLanguage}
          onLanguage={setPreviewLanguage}
          money={money}
        />
      </div>
      {current && statusAction ? (
        <StatusDialog promotion={current} action={statusAction} onClose={() => setStatusAction(null)} />
      ) : null}
    </div>
  );
}
