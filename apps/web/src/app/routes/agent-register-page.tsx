import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { RegisterDownlineForm } from '../../features/agent-centre/components/register-downline-form';
import { useRegistrationValidation } from '../../features/auth/api/get-registration-validation';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/registerAccount: the site's registration rules, composed with the agent centre's form. */
export default function AgentRegisterPage() {
  const { profile } = useAgentCentre();
  const validation = useRegistrationValidation();
  if (validation.isError && !validation.data) {
    return <ErrorState error={validation.error} onRetry={() => void validation.refetch()} />;
  }
  if (!validation.data) return <Skeleton className="h-96" />;
  return (
    <RegisterDownlineForm
      validation={validation.data}
      referralCode={profile.referralCode}
      canRegister={profile.canRegisterDownline}
    />
  );
}
