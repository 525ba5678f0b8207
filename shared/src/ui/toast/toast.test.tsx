import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATIONS, toast, useToastStore } from './toast-store';
import { ToastHost } from './ToastHost';

describe('toast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows a success toast for exactly 1 s', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Changes saved');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Changes saved');
    act(() => jest.advanceTimersByTime(TOAST_DURATIONS.success - 1));
    expect(screen.queryByText('Changes saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
  });

  it('shows errors as alerts for 3 s by default', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('No Internet');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No Internet');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours the spec durations passed by callers', () => {
    toast.info('coming soon', TOAST_DURATIONS.comingSoon);
    toast.error('Please login an actual account', TOAST_DURATIONS.guestRejection);
    expect(useToastStore.getState().toasts.map((t) => t.durationMs)).toEqual([1000, 2000]);
    expect(TOAST_DURATIONS).toMatchObject({ sms: 1500, short: 3000, long: 8000 });
  });

  it('replaces an invalid duration with the default', () => {
    toast.info('x', Number.NaN);
    toast.success('y', -5);
    expect(useToastStore.getState().toasts.map((t) => t.durationMs)).toEqual([3000, 1000]);
  });

  it('shows the same words once: a repeat replaces the toast still showing and runs its full time', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Payment password saved');
    });
    act(() => jest.advanceTimersByTime(600));
    act(() => {
      toast.success('Payment password saved');
      toast.error('Payment password saved');
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // the first one's timer ends at 1,000 ms; the repeat stays until 1,600 ms
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Payment password saved');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
