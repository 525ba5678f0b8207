import type {
  MallHome,
  MallOrderPage,
  MallRedeemBody,
  MallRedeemResult,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost, getLanguage } from '@lobby/shared';

export const getMall = () => apiGet<MallHome>('/wps/mall', { language: getLanguage() });

export const redeemItem = (body: MallRedeemBody) =>
  apiPost<MallRedeemResult>(`/wps/mall/redeem?language=${encodeURIComponent(getLanguage())}`, body);

export const ORDERS_PAGE_SIZE = 20;
export const getMallOrders = (pageNo = 1) =>
  apiGet<MallOrderPage>('/wps/mall/orders', {
    pageNo,
    pageSize: ORDERS_PAGE_SIZE,
    language: getLanguage(),
  });
