import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './NearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('NearViewport', () => {
  const original = window.IntersectionObserver;
  let trigger: Callback = () => undefined;

  beforeEach(() => {
    window.IntersectionObserver = class {
      constructor(callback: Callback) {
        trigger = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('keeps the space and renders the block only once it comes near the viewport', () => {
    const { container } = render(
      <NearViewport minHeight="16rem">
        <p>jackpot</p>
      </NearViewport>,
    );
    expect(screen.queryByText('jackpot')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveStyle({ minHeight: '16rem' });
    act(() => trigger([{ isIntersecting: false }]));
    expect(screen.queryByText('jackpot')).not.toBeInTheDocument();
    act(() => trigger([{ isIntersecting: true }]));
    expect(screen.getByText('jackpot')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error: a browser without the API
    delete window.IntersectionObserver;
    render(
      <NearViewport minHeight="16rem">
        <p>jackpot</p>
      </NearViewport>,
    );
    expect(screen.getByText('jackpot')).toBeInTheDocument();
  });
});
