import type { ContractCheck } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** The contract request check (spec section 7): which contract offers wait for the agent. */
export const fetchContractCheck = () => apiGet<ContractCheck>('/wps/agent/contracts/check');
