import {
  type AdminJurisdictionResponse,
  type Jurisdiction,
  jurisdictionPresetNames,
} from '@gaming/contracts/jurisdiction';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import { QueryStates } from '../../../components/query-states';
import { can } from '../../../lib/permissions';
import { useCurrentStaff } from '../../session/api/get-current-staff';
import { useJurisdiction, useProposeJurisdiction } from '../api/jurisdiction';
import { changedFields, jurisdictionGroups, shownValue, valueAt } from '../lib/jurisdiction-fields';
import { JurisdictionFieldInput } from './jurisdiction-field-input';

function PendingBanner({ pending }: { pending: NonNullable<AdminJurisdictionResponse['pending']> }) {
  const { t } = useTranslation('compliance');
  return (
    <div
      role="status"
      data-testid="jurisdiction-pending"
      className="flex flex-col gap-1 rounded-md border border-warning/50 bg-warning-surface p-3 text-sm"
    >
      <p className="font-semibold">{t('jurisdiction.pendingTitle')}</p>
      <p>
        {t('jurisdiction.pendingBody', {
          name: pending.proposedByName,
          profile: t(`jurisdiction.profiles.${pending.proposedValue.profile}`),
        })}{' '}
        <DateTime value={pending.proposedAt} />
      </p>
      <p className="text-muted">
        {pending.proposedByCaller ? t('jurisdiction.pendingOwn') : t('jurisdiction.pendingOther')}{' '}
        <Link to="/setting-changes" className="font-semibold underline">
          {t('jurisdiction.pendingLink')}
        </Link>
      </p>
    </div>
  );
}

/** What a profile change would change, field by field (also shown on the setting-changes screen). */
export function JurisdictionDiff({ current, draft }: { current: Jurisdiction; draft: Jurisdiction }) {
  const { t } = useTranslation('compliance');
  const word = (key: string) => t(`jurisdiction.${key}`);
  const changed = changedFields(current, draft);
  return (
    <section
      aria-labelledby="jurisdiction-diff"
      className="flex flex-col gap-2"
      data-testid="jurisdiction-diff"
    >
      <h2 id="jurisdiction-diff" className="text-base font-semibold">
        {t('jurisdiction.diffTitle')}
      </h2>
      {changed.length === 0 ? (
        <p className="text-sm text-muted">{t('jurisdiction.diffEmpty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-xs text-muted">
                <th className="p-2 text-start font-semibold">{t('jurisdiction.diffField')}</th>
                <th className="p-2 text-end font-semibold">{t('jurisdiction.diffCurrent')}</th>
                <th className="p-2 text-end font-semibold">{t('jurisdiction.diffProposed')}</th>
              </tr>
            </thead>
            <tbody>
              {changed.map((field) => (
                <tr key={field.path} data-testid="jurisdiction-diff-row" className="border-t border-border">
                  <th scope="row" className="p-2 text-start font-normal">
                    {t(`jurisdiction.groups.${field.path.split('.')[0]}`)} ·{' '}
                    {t(`jurisdiction.fields.${field.path}`)}
                  </th>
                  <td className="p-2 text-end text-muted tabular-nums">
                    {shownValue(field, valueAt(current, field.path), word)}
                  </td>
                  <td className="p-2 text-end font-semibold tabular-nums">
                    {shownValue(field, valueAt(draft, field.path), word)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function JurisdictionEditor({ data }: { data: AdminJurisdictionResponse }) {
  const { t } = useTranslation('compliance');
  const role = useCurrentStaff().data?.staff.role;
  const canEdit = can(role, 'configureCompliance');
  const [draft, setDraft] = useState<Jurisdiction>(data.value);
  const [proposedNow, setProposedNow] = useState(false);
  const propose = useProposeJurisdiction();
  const hasChanges = changedFields(data.value, draft).length > 0 || draft.profile !== data.value.profile;
  const edit = (next: Jurisdiction) => {
    setProposedNow(false);
    setDraft(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose.mutate(draft, { onSuccess: () => setProposedNow(true) });
  };
  const blocked = data.pending !== null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" data-testid="jurisdiction-form">
      {data.pending ? <PendingBanner pending={data.pending} /> : null}
      <section aria-labelledby="jurisdiction-presets" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="jurisdiction-presets" className="text-base font-semibold">
            {t('jurisdiction.presetsTitle')}
          </h2>
          <span className="text-sm text-muted">{t('jurisdiction.inForce')}</span>
          <Badge tone="info" value={data.value.profile}>
            {t(`jurisdiction.profiles.${data.value.profile}`)}
          </Badge>
          <span className="text-sm text-muted">{t('jurisdiction.draft')}</span>
          <Badge tone={draft.profile === 'custom' ? 'warning' : 'neutral'} value={draft.profile}>
            {t(`jurisdiction.profiles.${draft.profile}`)}
          </Badge>
        </div>
        <p className="text-sm text-muted">{t('jurisdiction.presetsHelp')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {jurisdictionPresetNames.map((name) => (
            <button
              key={name}
              type="button"
              data-testid={`jurisdiction-preset-${name}`}
              aria-pressed={draft.profile === name}
              disabled={!canEdit}
              className={`${draft.profile === name ? buttonStyles.primary : buttonStyles.secondary} h-auto min-h-10 whitespace-normal py-2`}
              onClick={() => edit(data.presets[name])}
            >
              {t(`jurisdiction.presets.${name}`)}
            </button>
          ))}
        </div>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        {jurisdictionGroups.map(({ group, fields }) => (
          <fieldset
            key={group}
            data-testid={`jurisdiction-group-${group}`}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
          >
            <legend className="px-1 font-semibold">{t(`jurisdiction.groups.${group}`)}</legend>
            <p className="text-xs text-muted">{t(`jurisdiction.groupHelp.${group}`)}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {fields.map((field) => (
                <JurisdictionFieldInput
                  key={field.path}
                  field={field}
                  draft={draft}
                  disabled={!canEdit}
                  onChange={edit}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <JurisdictionDiff current={data.value} draft={draft} />
      {propose.isError ? <FormError error={propose.error} testId="jurisdiction-propose-error" /> : null}
      {proposedNow ? (
        <p role="status" className="text-success" data-testid="jurisdiction-proposed">
          {t('jurisdiction.proposed')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          {blocked ? <p className="text-sm text-muted">{t('jurisdiction.pendingBlocks')}</p> : null}
          <button
            type="button"
            className={buttonStyles.secondary}
            data-testid="jurisdiction-reset"
            onClick={() => edit(data.value)}
          >
            {t('jurisdiction.reset')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            data-testid="jurisdiction-propose"
            disabled={!hasChanges || blocked || propose.isPending}
          >
            {t('jurisdiction.propose')}
          </button>
        </div>
      ) : (
        <p className="text-xs text-muted">{t('jurisdiction.readOnly')}</p>
      )}
    </form>
  );
}

/**
 * The jurisdiction profile (issue 20): a preset fills the form, staff may edit any field (then it is
 * `custom`), the diff shows what would change, and a proposal waits for a second compliance officer.
 */
export function JurisdictionScreen() {
  const query = useJurisdiction();
  return (
    <QueryStates query={query}>
      {(data) => <JurisdictionEditor key={JSON.stringify(data.value)} data={data} />}
    </QueryStates>
  );
}
