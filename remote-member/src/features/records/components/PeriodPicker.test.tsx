import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemStatus } from '@lobby/platform-api/contract';
import { businessDayIn, useSystemStatusStore } from '@lobby/shared';
import { initTestI18n } from '@lobby/shared/testing';
import { earliestStart, type PeriodChoice } from '../utils/period';
import { PeriodPicker } from './PeriodPicker';

function setup(value: PeriodChoice = { period: 'today' }) {
  const onChange = jest.fn();
  render(<PeriodPicker value={value} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const todayUtc = () => businessDayIn('UTC');

function setBusinessZone(zone: string | null) {
  useSystemStatusStore.setState({
    status: zone
      ? ({ info: { businessTimeZone: zone, whitelabel: {} } } as unknown as SystemStatus)
      : null,
  });
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('period picker', () => {
  beforeAll(() => initTestI18n(['common', 'records']));

  it('applies a preset at once and shows which one is chosen', async () => {
    const { onChange, user } = setup();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'last7' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  });

  it('custom: two dates, applied only when valid', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    expect(onChange).not.toHaveBeenCalled();
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    const today = todayUtc();
    expect(start).toHaveAttribute('min', earliestStart(today));
    expect(end).toHaveAttribute('max', today);

    await user.clear(start);
    await user.type(start, shift(today, -3));
    await user.clear(end);
    await user.type(end, shift(today, -4));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(end);
    await user.type(end, shift(today, -1));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      period: 'custom',
      startDate: shift(today, -3),
      endDate: shift(today, -1),
    });
  });

  it('custom: refuses a start older than 12 months and an empty date', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, shift(earliestStart(todayUtc()), -1));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Records go back 12 months at most. Choose a later start date.',
    );
    await user.clear(start);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start date and an end date.');
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('in the brand’s business time zone (issue 35)', () => {
    // 16:30 UTC on 23 November: 00:30 on the 24th in Manila (UTC+8).
    const instant = new Date('2026-11-23T16:30:00Z');
    let phone: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers({ now: instant, doNotFake: ['setTimeout', 'queueMicrotask'] });
      phone = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    });
    afterEach(() => {
      cleanup(); // unmounted before the store changes back
      phone.mockRestore();
      jest.useRealTimers();
      setBusinessZone(null);
    });

    it('today is the Manila day, not the phone’s UTC day, and the zone is named', async () => {
      setBusinessZone('Asia/Manila');
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Custom' }));
      expect(screen.getByLabelText('End date')).toHaveAttribute('max', '2026-11-24');
      expect(screen.getByLabelText('Start date')).toHaveAttribute('value', '2026-11-24');
      expect(screen.getByText(/\(UTC\+8\)$/)).toBeInTheDocument();
    });

    it('a brand in UTC on a UTC phone: the UTC day, no zone note', async () => {
      setBusinessZone('UTC');
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Custom' }));
      expect(screen.getByLabelText('End date')).toHaveAttribute('max', '2026-11-23');
      expect(screen.queryByText(/\(UTC/)).not.toBeInTheDocument();
    });
  });
});
