import type {
  AddPayoutAccountBody,
  CodeSent,
  RemovePayoutAccountBody,
  SecurityCodeBody,
  PaymentPasswordBody,
  PayoutAccount,
  WithdrawBody,
  WithdrawInfo,
  Withdrawal,
  WithdrawalPage,
  WithdrawalsQuery,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

export type CodeChannel = SecurityCodeBody['channel'];

export function fetchWithdrawInfo(): Promise<WithdrawInfo> {
  return apiGet<WithdrawInfo>('/wps/withdraw/info');
}

/**
 * Set, change or reset: proved by `currentPassword` (first time the member's LOGIN password,
 * then the current payment password) or by `code` from sendPaymentPasswordCode.
 */
export function setPaymentPassword(body: PaymentPasswordBody): Promise<true> {
  return apiPost<true>('/wps/withdraw/payment-password', body);
}

/** A code for the payment password to the member's bound phone (SMS) or e-mail. */
export function sendPaymentPasswordCode(channel: CodeChannel): Promise<CodeSent> {
  const body: SecurityCodeBody = { channel, purpose: 'PAYMENT_PASSWORD' };
  return apiPost<CodeSent>('/wps/security/code', body);
}

export function fetchPayoutAccounts(): Promise<PayoutAccount[]> {
  return apiGet<PayoutAccount[]>('/wps/withdraw/accounts');
}

export function removePayoutAccount(id: number, paymentPassword: string): Promise<true> {
  const body: RemovePayoutAccountBody = { paymentPassword };
  return apiPost<true>(`/wps/withdraw/accounts/${id}/remove`, body);
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
