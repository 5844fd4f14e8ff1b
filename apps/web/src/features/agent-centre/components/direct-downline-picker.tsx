import { agentPageSizeLimit } from '@gaming/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { SelectField, TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { useTeamMembers } from '../api/get-team-members';

export interface PickedMember {
  memberId: string;
  account: string;
}

/**
 * Picks one of the agent's direct downline (contracts go to direct downline only): a search by account
 * name narrows the list, which shows at most one page (50) of matches.
 */
export function DirectDownlinePicker({
  value,
  onPick,
}: {
  value: PickedMember | null;
  onPick: (member: PickedMember | null) => void;
}) {
  const { t } = useTranslation('agent');
  const [search, setSearch] = useState('');
  const members = useTeamMembers({
    period: { period: 'today' },
    page: 1,
    pageSize: agentPageSizeLimit,
    username: search.trim() === '' ? undefined : search.trim(),
    directOnly: true,
  });
  const options = members.data?.members ?? [];
  return (
    <div
      data-testid="downline-picker"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3"
    >
      <TextField
        label={t('agentCentre.picker.search')}
        value={search}
        onChange={setSearch}
        testId="downline-picker-search"
        maxLength={64}
        autoCapitalize="none"
        spellCheck={false}
      />
      {members.isError && !members.data ? (
        <ErrorState compact error={members.error} onRetry={() => void members.refetch()} />
      ) : !members.data ? (
        <Skeleton className="h-11" />
      ) : options.length === 0 ? (
        <p data-testid="downline-picker-empty" className="text-sm text-muted">
          {t('agentCentre.picker.none')}
        </p>
      ) : (
        <SelectField
          label={t('agentCentre.picker.member')}
          value={value?.memberId ?? ''}
          onChange={(memberId) => {
            const picked = options.find((member) => member.memberId === memberId);
            onPick(picked ? { memberId: picked.memberId, account: picked.account } : null);
          }}
          options={[
            { value: '', label: t('agentCentre.picker.choose') },
            ...options.map((member) => ({ value: member.memberId, label: member.account })),
          ]}
          testId="downline-picker-select"
        />
      )}
    </div>
  );
}
