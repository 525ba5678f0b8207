import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from '@lobby/shared';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useRequest', () => {
  it('loads, then shows the answer; an error becomes the error state', async () => {
    const { result } = renderHook(() => useRequest(() => Promise.reject(new Error('down')), 'k'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
  });

  it('keeps only the newest answer when the key changes before the old one returns', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const loads: Record<string, Promise<string>> = { a: slow.promise, b: fast.promise };
    const { result, rerender } = renderHook(({ key }) => useRequest(() => loads[key]!, key), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => fast.resolve('answer b'));
    await act(async () => slow.resolve('answer a'));
    expect(result.current.state).toEqual({ status: 'success', data: 'answer b' });
  });

  it('reload runs the request again', async () => {
    let calls = 0;
    const { result } = renderHook(() => useRequest(() => Promise.resolve(++calls), 'k'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 1 }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 2 }));
  });
});
