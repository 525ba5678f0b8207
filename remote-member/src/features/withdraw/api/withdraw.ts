import type {
  AddPayoutAccountBody,
  PaymentPasswordBody,
  PayoutAccount,
  WithdrawBody,
  WithdrawInfo,
  Withdrawal,
  WithdrawalPage,
  WithdrawalsQuery,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

export function fetchWithdrawInfo(): Promise<WithdrawInfo> {
  return apiGet<WithdrawInfo>('/wps/withdraw/info');
}

/** First time: `currentPassword` is the member's LOGIN password. */
export function setPaymentPassword(body: PaymentPasswordBody): Promise<true> {
  return apiPost<true>('/wps/withdraw/payment-password', body);
}

export function addPayoutAccount(body: AddPayoutAccountBody): Promise<PayoutAccount> {
  return apiPost<PayoutAccount>('/wps/withdraw/accounts', body);
}

export function requestWithdrawal(body: WithdrawBody): Promise<Withdrawal> {
  return apiPost<Withdrawal>('/wps/transaction/withdraw', body);
}

export function fetchWithdrawals(pageNo = 1): Promise<WithdrawalPage> {
  const query: Pick<WithdrawalsQuery, 'pageNo' | 'pageSize'> = {
    pageNo: String(pageNo),
    pageSize: '20',
  };
  return apiGet<WithdrawalPage>('/wps/transaction/withdraw', query);
}
