import type {
  BetRecordPage,
  BetRecordQuery,
  ProfitLoss,
  ProfitLossQuery,
  TransactionRecordPage,
  TransactionRecordQuery,
} from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** Rows per page of both records (the server's default is 20). */
export const RECORDS_PAGE_SIZE = 20;

export function fetchTransactionRecord(
  query: Omit<TransactionRecordQuery, 'pageSize'>,
): Promise<TransactionRecordPage> {
  return api.get('/wps/transaction/record', {
    query: {
      ...query,
      pageSize: String(RECORDS_PAGE_SIZE),
    },
  });
}

export function fetchBetRecord(query: Omit<BetRecordQuery, 'pageSize'>): Promise<BetRecordPage> {
  return api.get('/wps/bet/record', {
    query: {
      ...query,
      pageSize: String(RECORDS_PAGE_SIZE),
    },
  });
}

export function fetchProfitLoss(query: ProfitLossQuery): Promise<ProfitLoss> {
  return api.get('/wps/report/pnl', { query });
}

/** The game categories the lobby shows (those with an enabled vendor), in the lobby's order. */
export async function fetchGameCategories(): Promise<string[]> {
  const answer = await api.get('/wps/game/vendorGameTypes', { query: { typeId: '1' } });
  return answer.categories.map((category) => category.gameCategory);
}
