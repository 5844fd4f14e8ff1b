import {
  type LanguageCode,
  languageNativeNames,
  languageTags,
  rightToLeftLanguages,
} from '@gaming/contracts/languages';
import type { TFunction } from 'i18next';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem, Problems } from '../lib/form-values';
import {
  addableLanguages,
  draftLanguages,
  type LocalizedDraft,
  withLanguage,
  withoutLanguage,
} from '../lib/localized-text';
import '../lib/script-fonts';
import { inputStyles } from './button-styles';
import { RewardField } from './problem-fields';

/** Beyond EN and NE, more languages than this with a text fold under one line that names them. */
const foldAfterLanguages = 3;

/** A language as staff pick it: its own name, then its code ("日本語 (JA)"). */
export function languageChoiceLabel(code: LanguageCode): string {
  return `${languageNativeNames[code]} (${code})`;
}

/** The attributes of a control holding text in `code`: its language tag, right-to-left where so written. */
export function languageInputAttributes(code: LanguageCode): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: languageTags[code], dir: rightToLeftLanguages.includes(code) ? 'rtl' : 'ltr' };
}

/** A field's label with its language: "Title (EN)", "Title (JA · 日本語)" (the name in its own script). */
export function LanguageLabel({ label, code }: { label: string; code: LanguageCode }) {
  if (code === 'EN' || code === 'NE') return `${label} (${code})`;
  const { lang, dir } = languageInputAttributes(code);
  return (
    <>
      {label} ({code} ·{' '}
      <bdi lang={lang} dir={dir}>
        {languageNativeNames[code]}
      </bdi>
      )
    </>
  );
}

/**
 * A select that adds one of `languages` (each by its own name and code); it always shows its prompt, so
 * picking a language adds it at once and the select is ready for the next.
 */
export function AddLanguageSelect({
  languages,
  onAdd,
  label,
  prompt,
  testId,
  className = '',
}: {
  languages: readonly LanguageCode[];
  onAdd: (code: LanguageCode) => void;
  /** The select's accessible name ("Add a language to Title"). */
  label: string;
  /** The first, empty option ("Add a language…"). */
  prompt: string;
  testId: string;
  className?: string;
}) {
  if (languages.length === 0) return null;
  return (
    <select
      aria-label={label}
      data-testid={testId}
      className={`${inputStyles} sm:max-w-xs ${className}`}
      value=""
      onChange={(event) => {
        const code = languages.find((language) => language === event.target.value);
        if (code) onAdd(code);
      }}
    >
      <option value="">{prompt}</option>
      {languages.map((code) => (
        <option key={code} value={code}>
          {languageChoiceLabel(code)}
        </option>
      ))}
    </select>
  );
}

/** One language's input (or text area) with, for an added language, a remove button on its label's line. */
export function LanguageField({
  code,
  label,
  hint,
  problem,
  testId,
  value,
  onChange,
  maxLength,
  multiline,
  onRemove,
  removeText,
  removeLabel,
  removeTestId,
}: {
  code: LanguageCode;
  label: ReactNode;
  hint?: string;
  problem?: FieldProblem;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  multiline: boolean;
  /** Absent for EN and NE, which every editor shows. */
  onRemove?: () => void;
  removeText: string;
  removeLabel: string;
  removeTestId?: string;
}) {
  const language = languageInputAttributes(code);
  const remove = onRemove ? (
    <button
      type="button"
      className="-my-1 inline-flex h-7 shrink-0 items-center rounded-md px-2 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-text"
      aria-label={removeLabel}
      data-testid={removeTestId}
      onClick={onRemove}
    >
      {removeText}
    </button>
  ) : undefined;
  return (
    <RewardField label={label} hint={hint} problem={problem} testId={testId} labelAction={remove}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...language}
            className={`${inputStyles} h-24 py-2`}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...language}
            type="text"
            className={inputStyles}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </RewardField>
  );
}

export interface LocalizedTextFieldsProps {
  label: string;
  /** Problems are keyed `${field}.${code}` (see readLocalized). */
  field: string;
  value: LocalizedDraft;
  onChange: (value: LocalizedDraft) => void;
  problems: Problems;
  maxLength: number;
  /**
   * `${testId}-${code}` names each input, `${testId}-remove-${code}` an added language's remove button and
   * `${testId}-add` the select adding a language.
   */
  testId: string;
  /** Text areas rather than one-line inputs (a description). */
  multiline?: boolean;
  /** EN's hint (what the text is for); the other languages share the fallback note. */
  englishHint?: string;
  /** What a reader of a language without its own text reads, when not the EN text (the default note). */
  fallbackNote?: string;
}

/**
 * The fields of one text as the hook-free tree (for tests); `LocalizedTextFields` renders it with the
 * staff's translations and focuses a language's input once it is added.
 */
export function LocalizedTextFieldsView({
  label,
  field,
  value,
  onChange,
  problems,
  maxLength,
  testId,
  multiline = false,
  englishHint,
  fallbackNote,
  t,
  onAdded,
  containerRef,
}: LocalizedTextFieldsProps & {
  t: TFunction;
  onAdded?: (code: LanguageCode) => void;
  containerRef?: RefObject<HTMLDivElement | null>;
}) {
  const shown = draftLanguages(value);
  const addable = addableLanguages(value);
  const fieldOf = (code: LanguageCode) => {
    const name = languageChoiceLabel(code);
    return (
      <LanguageField
        key={code}
        code={code}
        label={<LanguageLabel label={label} code={code} />}
        hint={code === 'EN' ? englishHint : undefined}
        problem={problems[`${field}.${code}`]}
        testId={`${testId}-${code}`}
        value={value[code as keyof LocalizedDraft] ?? ''}
        onChange={(text) => onChange({ ...value, [code]: text })}
        maxLength={maxLength}
        multiline={multiline}
        onRemove={code === 'EN' || code === 'NE' ? undefined : () => onChange(withoutLanguage(value, code))}
        removeText={t('localizedText.remove')}
        removeLabel={t('localizedText.removeLanguage', { label, language: name })}
        removeTestId={`${testId}-remove-${code}`}
      />
    );
  };
  const always = shown.filter((code) => code === 'EN' || code === 'NE');
  const others = shown.filter((code) => code !== 'EN' && code !== 'NE');
  // Many languages (the demo's texts have all 30) fold away, so an editor with several texts stays short;
  // a language with a problem keeps them open, and one just added opens them (LocalizedTextFields).
  const folded = others.length > foldAfterLanguages;
  return (
    <div ref={containerRef} className="grid min-w-0 gap-3 sm:col-span-2 sm:grid-cols-2">
      {always.map(fieldOf)}
      {folded ? (
        <details
          className="min-w-0 sm:col-span-2"
          open={others.some((code) => problems[`${field}.${code}`]) || undefined}
          data-testid={`${testId}-more`}
        >
          <summary className="cursor-pointer text-sm font-semibold text-muted">
            {t('localizedText.more', { count: others.length, codes: others.join(', ') })}
          </summary>
          <div className="mt-3 grid min-w-0 gap-3 sm:grid-cols-2">{others.map(fieldOf)}</div>
        </details>
      ) : (
        others.map(fieldOf)
      )}
      <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
        <AddLanguageSelect
          languages={addable}
          onAdd={(code) => {
            onChange(withLanguage(value, code));
            onAdded?.(code);
          }}
          label={t('localizedText.addTo', { label })}
          prompt={t('localizedText.add')}
          testId={`${testId}-add`}
        />
        <p className="text-xs text-muted">{fallbackNote ?? t('localizedText.fallback')}</p>
      </div>
    </div>
  );
}

/**
 * The inputs of one staff-written text (an item's title, a level's name): EN (required unless the reader
 * says otherwise) and NE, then every other language that has a text, each with a remove button, and a
 * select adding a language not shown yet. Right-to-left languages' inputs run right to left.
 */
export function LocalizedTextFields(props: LocalizedTextFieldsProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState<LanguageCode | null>(null);
  useEffect(() => {
    if (!added) return;
    const input = containerRef.current?.querySelector<HTMLElement>(
      `[data-testid="${CSS.escape(`${props.testId}-${added}`)}"]`,
    );
    // An added language among folded ones: open them, so the input it focuses is seen.
    const folded = input?.closest('details');
    if (folded) folded.open = true;
    input?.focus();
    setAdded(null);
  }, [added, props.testId]);
  return <LocalizedTextFieldsView {...props} t={t} onAdded={setAdded} containerRef={containerRef} />;
}
