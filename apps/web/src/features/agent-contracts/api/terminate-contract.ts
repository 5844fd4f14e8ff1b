import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AgentContract, ContractTerminateRequest } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export function terminateContract(id: string, request: ContractTerminateRequest): Promise<AgentContract> {
  return apiRequest<AgentContract>(
    'POST',
    apiRoutes.agentContractTerminate.path.replace(':id', encodeURIComponent(id)),
    { body: request },
  );
}

/** The offering agent ends a contract it gave, with a reason kept in the contract's history. */
export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: ContractTerminateRequest }) =>
      terminateContract(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsQueryRoot }),
  });
}
