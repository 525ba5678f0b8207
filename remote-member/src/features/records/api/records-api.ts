import type {
  BetRecordPage,
  BetRecordQuery,
  ProfitLoss,
  ProfitLossQuery,
  TransactionRecordPage,
  TransactionRecordQuery,
  VendorGameTypes,
} from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** Rows per page of both records (the server's default is 20). */
export const RECORDS_PAGE_SIZE = 20;

export function fetchTransactionRecord(
  query: Omit<TransactionRecordQuery, 'pageSize'>,
): Promise<TransactionRecordPage> {
  return apiGet<TransactionRecordPage>('/wps/transaction/record', {
    ...query,
    pageSize: String(RECORDS_PAGE_SIZE),
  });
}

export function fetchBetRecord(query: Omit<BetRecordQuery, 'pageSize'>): Promise<BetRecordPage> {
  return apiGet<BetRecordPage>('/wps/bet/record', {
    ...query,
    pageSize: String(RECORDS_PAGE_SIZE),
  });
}

export function fetchProfitLoss(query: ProfitLossQuery): Promise<ProfitLoss> {
  return apiGet<ProfitLoss>('/wps/report/pnl', query);
}

/** The game categories the lobby shows (those with an enabled vendor), in the lobby's order. */
export async function fetchGameCategories(): Promise<string[]> {
  const answer = await apiGet<VendorGameTypes>('/wps/game/vendorGameTypes', { typeId: '1' });
  return answer.categories.map((category) => category.gameCategory);
}
