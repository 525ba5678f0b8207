import { throttle } from './throttle';

describe('scroll throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per interval, keeping the last call of the interval', () => {
    const fn = jest.fn();
    const check = throttle(fn, 1000);
    check();
    expect(fn).toHaveBeenCalledTimes(1);
    check();
    check();
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = jest.fn();
    const check = throttle(fn, 1000);
    check();
    check();
    check.cancel();
    jest.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
