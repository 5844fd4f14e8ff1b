import { useQueries } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session';
import { useConsolidated } from '../api/get-consolidated';
import { getHolderContract, holderContractQueryKey } from '../api/get-holder-contract';
import type { AgentContractKind, HolderContractResponse } from '../lib/contract-types';

/**
 * The contract kinds a member may hold (spec API.md): daily, hourly and real-time salary are M A;
 * dividendProcess is A only, so a plain member is never asked about dividends.
 */
export function holderKinds(isAgent: boolean): AgentContractKind[] {
  return isAgent ? ['daily', 'hourly', 'realtime', 'dividend'] : ['daily', 'hourly', 'realtime'];
}

/** A kind's answer has something to show: an offer waiting, an active contract or a past one. */
export function hasContract(answer: HolderContractResponse | undefined): boolean {
  return Boolean(answer && (answer.offer || answer.active || answer.past.length > 0));
}

/**
 * Whether the member centre shows My contracts: an offer waits (the consolidated call) or the member
 * holds, held or was offered a contract of a kind it may hold. Read at most once a minute per menu.
 */
export function useMemberContractsEntry({ enabled, isAgent }: { enabled: boolean; isAgent: boolean }) {
  const token = useSessionStore((state) => state.token);
  const consolidated = useConsolidated({ enabled });
  const answers = useQueries({
    queries: holderKinds(isAgent).map((kind) => ({
      queryKey: holderContractQueryKey(kind, token),
      queryFn: ({ signal }: { signal: AbortSignal }) => getHolderContract(kind, signal),
      enabled: enabled && token !== null,
      staleTime: 60_000,
    })),
  });
  const waiting = (consolidated.data?.pending.length ?? 0) > 0;
  const visible = waiting || answers.some((answer) => hasContract(answer.data));
  const loading = !visible && (consolidated.isPending || answers.some((answer) => answer.isPending));
  return { visible: enabled && visible, loading: enabled && loading };
}
