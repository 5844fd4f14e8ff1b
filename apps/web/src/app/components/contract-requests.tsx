import { lazy, Suspense, useState } from 'react';
import { useConsolidated } from '../../features/agent-contracts/api/get-consolidated';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { formatMinorUnits } from '../../lib/locale-format';

const ContractModal = lazy(() => import('../../features/agent-contracts/components/contract-modal'));

/**
 * Spec §4: on login, when the agent policy (AGENTPOLICY3) is on and the account is not a trial, the
 * consolidated call asks whether a contract offer waits; the contract modal (its own chunk, loaded only
 * then) shows it. A trial account makes no such call. Once shown, the modal stays mounted: after the
 * member's answer nothing waits any more, and it still says what was done until the member closes it.
 */
export function ContractRequests() {
  const { status } = useSession();
  const settings = useSiteSettings().data;
  const enabled = status === 'member' && settings?.whitelabel.AGENTPOLICY3 === true;
  const consolidated = useConsolidated({ enabled });
  const waiting = (consolidated.data?.pending.length ?? 0) > 0;
  const [shown, setShown] = useState(false);
  if (waiting && !shown) setShown(true);
  if (!enabled || !settings || !(waiting || shown)) return null;
  const { currencySymbol, currencyDecimals } = settings.brand;
  const money = (minor: string) =>
    /^-?\d{1,30}$/.test(minor)
      ? `${currencySymbol} ${formatMinorUnits(BigInt(minor), currencyDecimals)}`
      : '—';
  return (
    <Suspense fallback={null}>
      <ContractModal enabled={enabled} money={money} />
    </Suspense>
  );
}
