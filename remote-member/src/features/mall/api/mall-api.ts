import type { MallRedeemBody } from '@lobby/platform-api/contract';
import { api, getLanguage } from '@lobby/shared';

export const getMall = () => api.get('/wps/mall', { query: { language: getLanguage() } });

export const redeemItem = (body: MallRedeemBody) =>
  api.post('/wps/mall/redeem', { query: { language: getLanguage() }, body });

export const ORDERS_PAGE_SIZE = 20;
export const getMallOrders = (pageNo = 1) =>
  api.get('/wps/mall/orders', {
    query: {
      pageNo,
      pageSize: ORDERS_PAGE_SIZE,
      language: getLanguage(),
    },
  });
