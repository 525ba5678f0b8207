import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedRequest } from './use-paged-request';

type Page = { total: number; list: number[] };

function deferred() {
  let resolve!: (page: Page) => void;
  const promise = new Promise<Page>((done) => (resolve = done));
  return { promise, resolve };
}

it('asks for the chosen page and keeps the last total while the next page loads', async () => {
  const asked: number[] = [];
  const answers = new Map<number, ReturnType<typeof deferred>>();
  const load = (pageNo: number) => {
    asked.push(pageNo);
    const answer = deferred();
    answers.set(pageNo, answer);
    return answer.promise;
  };
  const { result } = renderHook(() => usePagedRequest(load, 'orders'));
  expect(result.current.pageNo).toBe(1);
  expect(result.current.total).toBe(0);

  await act(async () => answers.get(1)!.resolve({ total: 45, list: [1] }));
  await waitFor(() => expect(result.current.state.status).toBe('success'));
  expect(result.current.total).toBe(45);

  act(() => result.current.setPageNo(2));
  await waitFor(() => expect(asked).toEqual([1, 2]));
  expect(result.current.state.status).toBe('loading');
  expect(result.current.total).toBe(45);

  await act(async () => answers.get(2)!.resolve({ total: 46, list: [2] }));
  await waitFor(() => expect(result.current.total).toBe(46));
  expect(result.current.pageNo).toBe(2);
});
