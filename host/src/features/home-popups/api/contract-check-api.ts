import { api } from '@lobby/shared';

/** The contract request check (spec section 7): which contract offers wait for the agent. */
export const fetchContractCheck = () => api.get('/wps/agent/contracts/check');
