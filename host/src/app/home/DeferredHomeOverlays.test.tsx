import { act, screen } from '@testing-library/react';
import { fakeApi, initTestI18n, ok } from '@lobby/shared/testing';
import { memberSession, renderAt, setStatus, setViewer } from '@/test/render-shell';
import { DeferredHomeOverlays } from './DeferredHomeOverlays';

beforeAll(() => initTestI18n(['common']));
beforeEach(() => {
  window.localStorage.clear();
  // Login popups are a member's.
  setViewer(memberSession);
  setStatus({});
});

describe('DeferredHomeOverlays', () => {
  it('asks for the popups only once the page has loaded and the browser is idle', async () => {
    jest.useFakeTimers();
    let idle: (() => void) | undefined;
    window.requestIdleCallback = ((callback: () => void) => {
      idle = callback;
      return 1;
    }) as typeof window.requestIdleCallback;
    try {
      const seen = fakeApi(() =>
        ok({ popup: [{ id: 1, title: 'Hello', content: '<p>Hi</p>' }], hot: [] }),
      );
      renderAt(<DeferredHomeOverlays />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(seen).toHaveLength(0);
      expect(idle).toBeDefined();
      jest.useRealTimers();
      act(() => idle!());
      expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
      expect(seen).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  it('waits for the load event when the page is still loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const seen = fakeApi(() => ok({ popup: [{ id: 1, title: 'Hello', content: '<p>Hi</p>' }] }));
    renderAt(<DeferredHomeOverlays />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(seen).toHaveLength(0);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });
});
