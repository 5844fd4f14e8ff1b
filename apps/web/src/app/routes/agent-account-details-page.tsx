import { AccountDetails } from '../../features/agent-centre/components/account-details';
import { AccountRecordList } from '../../features/wallet/components/account-record-list';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/accountDetails: the agent's account record, drawn by the member centre's record list. */
export default function AgentAccountDetailsPage() {
  const { brand } = useAgentCentre();
  return (
    <AccountDetails
      gmtOffsetMinutes={brand.gmtOffsetMinutes}
      renderRecords={(records) => (
        <AccountRecordList
          records={records}
          decimals={brand.decimals}
          gmtOffsetMinutes={brand.gmtOffsetMinutes}
        />
      )}
    />
  );
}
