import { useRef, useState } from 'react';
import { useRequest } from './use-request';

/**
 * A list read one page at a time: `useRequest` keyed by the page, plus the page number and the
 * last known total. The total outlives the loading of the next page, so a Pager built from it
 * stays on screen (and its button keeps the focus) while that page loads.
 */
export function usePagedRequest<T extends { total: number }>(
  load: (pageNo: number) => Promise<T>,
  key: string,
) {
  const [pageNo, setPageNo] = useState(1);
  const { state, reload } = useRequest(() => load(pageNo), `${key}:${pageNo}`);
  const total = useRef(0);
  if (state.status === 'success') total.current = state.data.total;
  return { state, reload, pageNo, setPageNo, total: total.current };
}
