import { useCallback, useEffect, useState } from 'react';
import type { DepositOrder, DepositStatus } from '@lobby/platform-api/contract';
import { useRequest } from '@lobby/shared';
import { fetchDepositOrders } from '../api/deposit';

/** The member's orders of one status (null: all), newest first, a page at a time. */
export function useDepositOrders(status: DepositStatus | null) {
  const { state, reload } = useRequest(() => fetchDepositOrders(1, status), `orders-${status}`);
  const [more, setMore] = useState<{ list: DepositOrder[]; pageNum: number; totalPages: number }>({
    list: [],
    pageNum: 1,
    totalPages: 1,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (state.status === 'success') {
      setMore({ list: [], pageNum: state.data.pageNum, totalPages: state.data.totalPages });
    }
  }, [state]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const page = await fetchDepositOrders(more.pageNum + 1, status);
      setMore((before) => ({
        list: [...before.list, ...page.list],
        pageNum: page.pageNum,
        totalPages: page.totalPages,
      }));
    } catch {
      // the list stays; the button offers the next page again
    } finally {
      setLoadingMore(false);
    }
  }, [more.pageNum, status]);

  const orders = state.status === 'success' ? [...state.data.list, ...more.list] : [];
  return {
    state,
    reload,
    orders,
    hasMore: state.status === 'success' && more.pageNum < more.totalPages,
    loadMore,
    loadingMore,
  };
}
