import type { RankingSettings } from '@gaming/contracts/rankings';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/problem-fields';
import { QueryStates } from '../../../../components/query-states';
import { SettingsSave } from '../../../../components/settings-save';
import { type Problems, readInteger } from '../../../../lib/form-values';
import { useRankingSettings, useSaveRankingSettings } from '../../api/rankings';

/** The server's bound on the grace: a week. */
const maximumGraceMinutes = 7 * 24 * 60;

function SettingsForm({ saved, canEdit }: { saved: RankingSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRankingSettings();
  const [grace, setGrace] = useState(String(saved.payoutGraceMinutes));
  const [problems, setProblems] = useState<Problems>({});
  const [savedNow, setSavedNow] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !canEdit) return;
    const found: Problems = {};
    const payoutGraceMinutes = readInteger(grace, { min: 0, max: maximumGraceMinutes }, 'grace', found);
    setProblems(found);
    if (payoutGraceMinutes !== null)
      save.mutate({ payoutGraceMinutes }, { onSuccess: () => setSavedNow(true) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="ranking-settings-form">
      <fieldset disabled={!canEdit} className="grid gap-3 sm:max-w-sm">
        <TextField
          label={t('loyalty.rankings.settings.grace')}
          hint={t('loyalty.rankings.settings.graceHint')}
          testId="ranking-settings-grace"
          inputMode="numeric"
          suffix={t('loyalty.rankings.settings.minutes')}
          value={grace}
          problem={problems.grace}
          onChange={(value) => {
            setSavedNow(false);
            setGrace(value);
          }}
        />
      </fieldset>
      <SettingsSave
        save={save}
        savedNow={savedNow}
        canEdit={canEdit}
        testPrefix="ranking-settings"
        saveText={t('loyalty.rankings.settings.save')}
        savedText={t('loyalty.rankings.settings.saved')}
        readOnlyText={t('loyalty.forms.readOnly')}
        align="start"
      />
    </form>
  );
}

/** The payout grace of the ranking boards (audited on the server). */
export function RankingSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useRankingSettings();
  return (
    <QueryStates query={settings}>{(saved) => <SettingsForm saved={saved} canEdit={canEdit} />}</QueryStates>
  );
}
