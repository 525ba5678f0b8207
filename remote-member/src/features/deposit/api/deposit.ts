import type {
  CreateDepositBody,
  DepositChannels,
  DepositOrder,
  DepositOrderPage,
  DepositOrdersQuery,
  DepositStatus,
  RgState,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

export const ORDER_PAGE_SIZE = 20;

export function fetchDepositChannels(): Promise<DepositChannels> {
  return apiGet<DepositChannels>('/wps/deposit/channels');
}

export function createDepositOrder(body: CreateDepositBody): Promise<DepositOrder> {
  return apiPost<DepositOrder>('/wps/deposit/orders', body);
}

export function fetchDepositOrders(
  pageNo: number,
  status: DepositStatus | null,
): Promise<DepositOrderPage> {
  const query: Pick<DepositOrdersQuery, 'pageNo' | 'pageSize' | 'status'> = {
    pageNo: String(pageNo),
    pageSize: String(ORDER_PAGE_SIZE),
    ...(status ? { status } : {}),
  };
  return apiGet<DepositOrderPage>('/wps/deposit/orders', query);
}

export function fetchDepositOrder(orderNo: string): Promise<DepositOrder> {
  return apiGet<DepositOrder>(`/wps/deposit/orders/${encodeURIComponent(orderNo)}`);
}

/** The member's responsible-gaming choices: the first deposit offers a deposit limit. */
export function fetchRgState(): Promise<RgState> {
  return apiGet<RgState>('/wps/rg', undefined, { silent: true });
}
