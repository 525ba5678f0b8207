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

  it('reload runs the request again, keeping the answer shown until the new one arrives', async () => {
    const answers = [deferred<number>(), deferred<number>()];
    let calls = 0;
    const { result } = renderHook(() => useRequest(() => answers[calls++]!.promise, 'k'));
    await act(async () => answers[0]!.resolve(1));
    expect(result.current.state).toEqual({ status: 'success', data: 1 });
    act(() => result.current.reload());
    expect(calls).toBe(2);
    expect(result.current.state).toEqual({ status: 'success', data: 1 });
    await act(async () => answers[1]!.resolve(2));
    expect(result.current.state).toEqual({ status: 'success', data: 2 });
  });

  it("a new key shows loading again rather than the old key's answer", async () => {
    const { result, rerender } = renderHook(
      ({ key }) => useRequest(() => new Promise<string>(() => {}), key),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('a reload after an error shows loading while it retries', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useRequest(
        () => (++calls === 1 ? Promise.reject(new Error('down')) : new Promise(() => {})),
        'k',
      ),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});
