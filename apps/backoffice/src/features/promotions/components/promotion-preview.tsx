import type { LanguageCode } from '@gaming/contracts/languages';
import type { PromotionInput } from '@gaming/contracts/promotions';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import type { MoneyFormat } from '../../../lib/format-money';
import { usePromotionPreview } from '../api/promotions';
import { HtmlContent } from './html-content';
import { PromotionTerms } from './promotion-terms';

/** The button the card shows a member who can take part, by how it takes part. */
const actionOf = { automatic: null, join: 'join', apply: 'apply', claim: 'claim' } as const;

/**
 * The promotion as the player site would show it, from the server's preview (the HTML sanitised exactly
 * as it would be stored): the list's card, then the detail with its images in sequence and its terms.
 * It shows the last previewed version: at once on opening and on a language switch, and when staff
 * refresh it after a change.
 */
export function PromotionPreview({
  input,
  languages,
  language,
  onLanguage,
  money,
}: {
  /** The editor's promotion when valid, else null (the preview then asks for the problems to be fixed). */
  input: PromotionInput | null;
  /** The languages the editor has texts for (EN, NE, then the added ones). */
  languages: readonly LanguageCode[];
  language: LanguageCode;
  onLanguage: (language: LanguageCode) => void;
  money: MoneyFormat;
}) {
  const { t } = useTranslation();
  const preview = usePromotionPreview();
  // Shown at once for what is valid when the editor opens, and again in the other language when it is
  // switched; after edits staff refresh it themselves (it is the server's rendering, one call each).
  const latest = useRef(input);
  latest.current = input;
  const { mutate } = preview;
  useEffect(() => {
    if (latest.current) mutate({ promotion: latest.current, language });
  }, [language, mutate]);
  const shown =
    preview.data && preview.variables ? { ...preview.data, input: preview.variables.promotion } : null;
  const action = shown ? actionOf[shown.input.participation] : null;
  return (
    <section
      aria-labelledby="promotion-preview-title"
      data-testid="promotion-preview"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="promotion-preview-title" className="font-bold">
          {t('rewards.promotions.preview.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {languages.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={language === code}
              data-testid={`promotion-preview-language-${code}`}
              className={`${language === code ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small}`}
              onClick={() => onLanguage(code)}
            >
              {code}
            </button>
          ))}
          <button
            type="button"
            data-testid="promotion-preview-refresh"
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            disabled={!input || preview.isPending}
            onClick={() => input && preview.mutate({ promotion: input, language })}
          >
            {preview.isPending ? t('states.working') : t('rewards.promotions.preview.refresh')}
          </button>
        </div>
      </div>
      {!input ? <p className="text-xs text-muted">{t('rewards.promotions.preview.fixFirst')}</p> : null}
      {preview.isError ? <FormError error={preview.error} testId="promotion-preview-error" /> : null}
      {shown ? (
        <>
          <p className="text-xs font-semibold text-muted">{t('rewards.promotions.preview.card')}</p>
          <article
            data-testid="promotion-preview-card"
            className="overflow-hidden rounded-xl border border-border bg-bg-elevated shadow-panel"
          >
            {shown.images[0] ? (
              <img
                src={shown.images[0].url}
                alt=""
                className="aspect-[2/1] w-full bg-surface-2 object-cover"
              />
            ) : (
              <div className="grid aspect-[2/1] w-full place-items-center bg-surface-2 text-muted">
                {t(`rewards.promotions.filterTypes.${shown.input.filterType}`)}
              </div>
            )}
            <div className="flex flex-col gap-2 p-3">
              {shown.tags.length > 0 ? (
                <div className="flex flex-wrap gap-1">
                  {shown.tags.map((tag) => (
                    <Badge key={tag} tone="danger" value={tag}>
                      {t(`rewards.promotions.tags.${tag}`)}
                    </Badge>
                  ))}
                </div>
              ) : null}
              <h3 className="font-bold break-words" data-testid="promotion-preview-card-title">
                {shown.title}
              </h3>
              <p className="flex flex-wrap gap-1 text-xs text-muted">
                <DateTime value={shown.input.startsAt} /> – <DateTime value={shown.input.endsAt} />
              </p>
              {action ? (
                <span className={`${buttonStyles.primary} ${buttonStyles.small} self-start`}>
                  {t(`rewards.promotions.actions.${action}`)}
                </span>
              ) : (
                <span className="text-xs text-muted">{t('rewards.promotions.participations.automatic')}</span>
              )}
            </div>
          </article>
          <p className="text-xs font-semibold text-muted">{t('rewards.promotions.preview.detail')}</p>
          <article
            data-testid="promotion-preview-detail"
            className="flex flex-col gap-3 rounded-xl border border-border bg-bg-elevated p-3"
          >
            <h3 className="text-lg font-bold break-words">{shown.title}</h3>
            {shown.images.map((image) => (
              <img
                key={image.sequence}
                src={image.url}
                alt=""
                className="w-full rounded-md bg-surface-2 object-contain"
              />
            ))}
            <HtmlContent html={shown.content} testId="promotion-preview-content" />
            <PromotionTerms
              reward={shown.input.reward}
              eligibility={shown.input.eligibility}
              wagering={shown.input.wagering}
              claimDays={shown.input.claimDays}
              limits={shown.input.limits}
              money={money}
            />
          </article>
        </>
      ) : input ? (
        <p className="text-muted">{t('rewards.promotions.preview.empty')}</p>
      ) : null}
    </section>
  );
}
