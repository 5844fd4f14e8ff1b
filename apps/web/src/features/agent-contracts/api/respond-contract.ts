import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AgentContract, ContractRespondRequest } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export function respondContract(id: string, request: ContractRespondRequest): Promise<AgentContract> {
  return apiRequest<AgentContract>(
    'POST',
    apiRoutes.contractRespond.path.replace(':id', encodeURIComponent(id)),
    {
      body: request,
    },
  );
}

/** The holder accepts or rejects an offer; the flags and the contract pages are read again either way. */
export function useRespondContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: ContractRespondRequest }) =>
      respondContract(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsQueryRoot }),
  });
}
