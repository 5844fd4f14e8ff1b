import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMemberRisk } from '../api/member-risk';
import { RiskFigures } from './risk-figures';
import { RiskLinkedAccounts, RiskSignIns } from './risk-links';
import { RiskFlags, RiskNotes } from './risk-notes';

/**
 * The member risk view (member detail and every withdrawal): money in and out and play from the ledger
 * and settled rounds, sign-ins, linked accounts, staff notes and flags.
 */
export function MemberRiskPanel({
  memberId,
  canWriteNotes,
  canFlag,
}: {
  memberId: string;
  canWriteNotes: boolean;
  canFlag: boolean;
}) {
  const { t } = useTranslation();
  const risk = useMemberRisk(memberId);
  return (
    <section data-testid="member-risk" aria-labelledby="member-risk-title" className="flex flex-col gap-3">
      <h2 id="member-risk-title" className="text-lg font-bold">
        {t('memberRisk.title')}
      </h2>
      {risk.isPending ? <LoadingState rows={6} /> : null}
      {!risk.isPending && !risk.data ? (
        <ErrorState error={risk.error} onRetry={() => void risk.refetch()} />
      ) : null}
      {risk.data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="flex flex-col gap-4">
            <RiskFigures view={risk.data} />
            <RiskFlags view={risk.data} canFlag={canFlag} />
            <RiskNotes view={risk.data} canWrite={canWriteNotes} />
          </div>
          <div className="flex flex-col gap-4">
            <RiskLinkedAccounts view={risk.data} />
            <RiskSignIns view={risk.data} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
