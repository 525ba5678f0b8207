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
import { api } from '@lobby/shared';

export type CodeChannel = SecurityCodeBody['channel'];

export function fetchWithdrawInfo(): Promise<WithdrawInfo> {
  return api.get('/wps/withdraw/info');
}

/**
 * Set, change or reset: proved by `currentPassword` (first time the member's LOGIN password,
 * then the current payment password) or by `code` from sendPaymentPasswordCode.
 */
export function setPaymentPassword(body: PaymentPasswordBody): Promise<true> {
  return api.post('/wps/withdraw/payment-password', { body });
}

/** A code for the payment password to the member's bound phone (SMS) or e-mail. */
export function sendPaymentPasswordCode(channel: CodeChannel): Promise<CodeSent> {
  const body: SecurityCodeBody = { channel, purpose: 'PAYMENT_PASSWORD' };
  return api.post('/wps/security/code', { body });
}

export function fetchPayoutAccounts(): Promise<PayoutAccount[]> {
  return api.get('/wps/withdraw/accounts');
}

export function removePayoutAccount(id: number, paymentPassword: string): Promise<true> {
  const body: RemovePayoutAccountBody = { paymentPassword };
  return api.post('/wps/withdraw/accounts/:id/remove', { params: { id }, body });
}

export function addPayoutAccount(body: AddPayoutAccountBody): Promise<PayoutAccount> {
  return api.post('/wps/withdraw/accounts', { body });
}

export function requestWithdrawal(body: WithdrawBody): Promise<Withdrawal> {
  return api.post('/wps/transaction/withdraw', { body });
}

export function fetchWithdrawals(pageNo = 1): Promise<WithdrawalPage> {
  const query: Pick<WithdrawalsQuery, 'pageNo' | 'pageSize'> = {
    pageNo: String(pageNo),
    pageSize: '20',
  };
  return api.get('/wps/transaction/withdraw', { query });
}
