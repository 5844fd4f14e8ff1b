import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AgentContract, ContractOfferRequest } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

/**
 * Offers a contract to a direct downline. When it would end downline contracts with higher terms, the
 * server answers 409 contract_conflict with the list; the same call with confirm=true goes through.
 */
export function offerContract(request: ContractOfferRequest): Promise<AgentContract> {
  return apiRequest<AgentContract>('POST', apiRoutes.agentContractOffer.path, { body: request });
}

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsQueryRoot }),
  });
}
