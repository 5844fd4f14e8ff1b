import { useNavigate } from 'react-router';
import { DownlineTransfer } from '../../features/agent-centre/components/downline-transfer';
import { TeamManagement } from '../../features/agent-centre/components/team-management';
import { offerableKinds } from '../../features/agent-centre/lib/agent-pages';
import { isAgentMemberType } from '../../features/agent-centre/lib/member-types';
import { MemberContractActions } from '../../features/agent-contracts/components/member-contract-actions';
import { useSession } from '../../features/auth/hooks/use-session';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { useBalance } from '../../features/wallet/api/get-balance';
import { useAgentCentre } from './agent-centre-context';

/**
 * /agentHome/teamManagement: the team list and a member's detail, composed with the wallet's balance for
 * the transfer to a direct downline and the contracts the agent gave that member.
 */
export default function AgentTeamManagementPage() {
  const { brand, profile } = useAgentCentre();
  const { member } = useSession();
  const balance = useBalance();
  const navigate = useNavigate();
  const openPaymentPasswordSetup = useMemberCentreStore((state) => state.openPaymentPasswordSetup);
  return (
    <TeamManagement
      brand={brand}
      memberActions={(downline) => (
        <div className="flex flex-col gap-4">
          <DownlineTransfer
            account={downline.account}
            balance={balance.data ?? null}
            hasPaymentPassword={member?.hasPaymentPassword ?? false}
            onSetPaymentPassword={() => {
              openPaymentPasswordSetup();
              void navigate('/member');
            }}
          />
          <MemberContractActions
            holder={downline}
            kinds={offerableKinds(profile.flags, isAgentMemberType(downline.type))}
            brand={{ decimals: brand.decimals, symbol: brand.symbol, money: brand.money, time: brand.time }}
          />
        </div>
      )}
    />
  );
}
