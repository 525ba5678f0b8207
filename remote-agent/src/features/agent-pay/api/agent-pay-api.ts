import type {
  Contract,
  ContractKind,
  CreateDownlineBody,
  CreateLinkBody,
  RebateLine,
  RegistrationLink,
  SettlementHistoryQuery,
  SettlementRow,
  TeamRebateMember,
  TeamRebateQuery,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost, apiPut } from '@lobby/shared';

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const fetchOwnRebate = () => apiGet<RebateLine[]>('/wps/agent/rebate');

export const fetchTeamRebate = (query: TeamRebateQuery) =>
  apiGet<Page<TeamRebateMember>>('/wps/agent/rebate/team', query);

export const saveMemberRebate = (memberId: number, rates: Record<string, number>) =>
  apiPut<RebateLine[]>('/wps/agent/rebate/member', { memberId, rates });

export const fetchSettlements = (query: SettlementHistoryQuery) =>
  apiGet<Page<SettlementRow>>('/wps/agent/settlements', query);

export const createDownline = (body: CreateDownlineBody) =>
  apiPost<{ memberId: number; username: string; type: number }>('/wps/agent/accounts', body);

export const fetchLinks = () => apiGet<RegistrationLink[]>('/wps/agent/links');

export const createLink = (body: CreateLinkBody) =>
  apiPost<RegistrationLink>('/wps/agent/links', body);

export const fetchContracts = (kind: ContractKind) =>
  apiGet<{ active: Contract | null; offers: Contract[] }>('/wps/agent/contracts', { kind });

export const decideContract = (id: number, accept: boolean) =>
  apiPost<Contract>(`/wps/agent/contracts/${id}/${accept ? 'accept' : 'decline'}`);
