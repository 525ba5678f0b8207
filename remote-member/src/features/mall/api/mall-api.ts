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

export const getMallOrders = () =>
  apiGet<MallOrderPage>('/wps/mall/orders', { pageNo: 1, pageSize: 20, language: getLanguage() });
