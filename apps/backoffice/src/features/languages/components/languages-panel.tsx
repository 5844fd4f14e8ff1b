import {
  type LanguageCode,
  languageCodes,
  languageNativeNames,
  languageTags,
  rightToLeftLanguages,
} from '@gaming/contracts/languages';
import type { AdminLanguages } from '@gaming/contracts/system';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { QueryStates } from '../../../components/query-states';
import { SettingsSave } from '../../../components/settings-save';
import { useLanguages, useSaveLanguages } from '../api/languages';
import {
  type LanguagesDraft,
  type LanguagesProblem,
  readLanguagesDraft,
  toggleLanguage,
} from '../lib/languages-draft';
import '../../../lib/script-fonts';

/** A language's name in the reader's (staff's) language: "Japanese", "जापानी". */
function useStaffLanguageNames(): (code: LanguageCode) => string {
  const { t } = useTranslation();
  return (code: LanguageCode) => t(`languages.names.${code}`);
}

/** A language as its own readers write it: in its script and direction. */
function NativeName({ code }: { code: LanguageCode }) {
  return (
    <span lang={languageTags[code]} dir={rightToLeftLanguages.includes(code) ? 'rtl' : 'ltr'}>
      {languageNativeNames[code]}
    </span>
  );
}

function LanguageChoice({
  code,
  checked,
  isDefault,
  onChange,
}: {
  code: LanguageCode;
  checked: boolean;
  isDefault: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const staffName = useStaffLanguageNames();
  return (
    <li>
      <label
        className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 ${
          checked ? 'border-accent bg-surface-2' : 'border-border'
        }`}
        data-testid={`language-${code}`}
      >
        <input
          type="checkbox"
          className="size-4 shrink-0"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid={`language-${code}-offered`}
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold">
            <NativeName code={code} />
          </span>
          <span className="truncate text-xs text-muted">{`${staffName(code)} · ${code}`}</span>
        </span>
        {isDefault ? (
          <span className="shrink-0 rounded bg-accent px-1.5 py-0.5 text-xs text-accent-contrast">
            {t('languages.defaultBadge')}
          </span>
        ) : null}
      </label>
    </li>
  );
}

function LanguagesForm({ saved }: { saved: AdminLanguages }) {
  const { t } = useTranslation();
  const save = useSaveLanguages();
  const staffName = useStaffLanguageNames();
  const defaultId = useId();
  const [draft, setDraft] = useState<LanguagesDraft>({
    offered: new Set(saved.languages),
    defaultLanguage: saved.defaultLanguage,
  });
  const [problem, setProblem] = useState<LanguagesProblem | null>(null);
  const [savedNow, setSavedNow] = useState(false);
  const change = (next: LanguagesDraft) => {
    setSavedNow(false);
    setProblem(null);
    setDraft(next);
  };
  const offeredInOrder = languageCodes.filter((code) => draft.offered.has(code));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const read = readLanguagesDraft(draft);
    setProblem(read.problem);
    if (read.body) save.mutate(read.body, { onSuccess: () => setSavedNow(true) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="languages-form">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={defaultId} className="font-semibold">
              {t('languages.default')}
            </label>
            <select
              id={defaultId}
              className={`${inputStyles} w-64 max-w-full`}
              value={draft.defaultLanguage}
              onChange={(event) => change({ ...draft, defaultLanguage: event.target.value as LanguageCode })}
              data-testid="languages-default"
            >
              {offeredInOrder.map((code) => (
                <option key={code} value={code}>
                  {`${languageNativeNames[code]} · ${staffName(code)}`}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => change({ ...draft, offered: new Set(languageCodes) })}
            data-testid="languages-all"
          >
            {t('languages.offerAll')}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => change({ ...draft, offered: new Set([draft.defaultLanguage]) })}
            data-testid="languages-only-default"
          >
            {t('languages.onlyDefault')}
          </button>
        </div>
        <p className="text-sm text-muted" data-testid="languages-count" aria-live="polite">
          {t('languages.count', { count: draft.offered.size, total: languageCodes.length })}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('languages.listLabel')}>
          {languageCodes.map((code) => (
            <LanguageChoice
              key={code}
              code={code}
              checked={draft.offered.has(code)}
              isDefault={draft.defaultLanguage === code}
              onChange={(on) => change(toggleLanguage(draft, code, on))}
            />
          ))}
        </ul>
      </fieldset>
      {problem ? (
        <p role="alert" className="text-danger" data-testid="languages-problem">
          {t(`languages.problems.${problem}`)}
        </p>
      ) : null}
      <SettingsSave
        save={save}
        savedNow={savedNow}
        canEdit
        testPrefix="languages"
        saveText={t('languages.save')}
        savedText={t('languages.saved')}
        readOnlyText=""
        align="start"
      />
    </form>
  );
}

/** Which languages the player site and agent centre offer, and the one a new visitor reads. */
export function LanguagesPanel() {
  const languages = useLanguages();
  return <QueryStates query={languages}>{(saved) => <LanguagesForm saved={saved} />}</QueryStates>;
}
