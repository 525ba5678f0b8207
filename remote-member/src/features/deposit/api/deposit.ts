import type {
  CreateDepositBody,
  DepositChannels,
  DepositOrder,
  DepositOrderPage,
  DepositOrdersQuery,
  DepositStatus,
  RgState,
} from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const ORDER_PAGE_SIZE = 20;

export function fetchDepositChannels(): Promise<DepositChannels> {
  return api.get('/wps/deposit/channels');
}

export function createDepositOrder(body: CreateDepositBody): Promise<DepositOrder> {
  return api.post('/wps/deposit/orders', { body });
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
  return api.get('/wps/deposit/orders', { query });
}

export function fetchDepositOrder(orderNo: string): Promise<DepositOrder> {
  return api.get('/wps/deposit/orders/:orderNo', { params: { orderNo } });
}

/** The member's responsible-gaming choices: the first deposit offers a deposit limit. */
export function fetchRgState(): Promise<RgState> {
  return api.get('/wps/rg', {}, { silent: true });
}
