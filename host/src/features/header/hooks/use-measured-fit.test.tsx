import { useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { HEADER_FIT_LEVELS } from '../utils/fit-level';
import { useMeasuredFit } from './use-measured-fit';

/** The content width per level of a box like the header; the test changes the box's width. */
const CONTENT_WIDTH: Record<string, number> = { full: 420, compact: 380, tight: 350, icons: 300 };
let boxWidth = 430;

function Box({ contentKey }: { contentKey: string }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useMeasuredFit(ref, HEADER_FIT_LEVELS, contentKey);
  return (
    <div
      data-testid="box"
      ref={(element) => {
        ref.current = element;
        if (!element || 'measured' in element.dataset) return;
        element.dataset.measured = '';
        Object.defineProperty(element, 'clientWidth', { get: () => boxWidth });
        Object.defineProperty(element, 'scrollWidth', {
          get: () => CONTENT_WIDTH[element.dataset.fit ?? 'full'],
        });
      }}
    >
      <span>start</span>
      <span>end</span>
    </div>
  );
}

/** A stand-in for the browser's ResizeObserver: the test says when sizes changed. */
class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback();
  }
}

beforeEach(() => {
  boxWidth = 430;
  FakeResizeObserver.current = null;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  cleanup();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('useMeasuredFit', () => {
  it('sets the widest level that fits before the first paint', () => {
    boxWidth = 360;
    render(<Box contentKey="EN" />);
    expect(screen.getByTestId('box').dataset.fit).toBe('tight');
  });

  it('watches the box and each of its children for size changes', () => {
    render(<Box contentKey="EN" />);
    const box = screen.getByTestId('box');
    expect(FakeResizeObserver.current!.observed).toEqual([box, ...Array.from(box.children)]);
  });

  it('measures again when the box narrows or widens', () => {
    render(<Box contentKey="EN" />);
    const box = screen.getByTestId('box');
    expect(box.dataset.fit).toBe('full');
    boxWidth = 320;
    act(() => FakeResizeObserver.current!.resize());
    expect(box.dataset.fit).toBe('icons');
    boxWidth = 390;
    act(() => FakeResizeObserver.current!.resize());
    expect(box.dataset.fit).toBe('compact');
  });

  it('measures again when the content changes, and stops watching when unmounted', () => {
    const { rerender, unmount } = render(<Box contentKey="EN" />);
    const box = screen.getByTestId('box');
    const first = FakeResizeObserver.current!;
    CONTENT_WIDTH.full = 500;
    try {
      rerender(<Box contentKey="FIL" />);
      expect(first.disconnected).toBe(true);
      expect(box.dataset.fit).toBe('compact');
    } finally {
      CONTENT_WIDTH.full = 420;
    }
    const second = FakeResizeObserver.current!;
    unmount();
    expect(second.disconnected).toBe(true);
  });

  it('still fits once where the browser has no ResizeObserver', () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    boxWidth = 400;
    render(<Box contentKey="EN" />);
    expect(screen.getByTestId('box').dataset.fit).toBe('compact');
  });
});
