import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { initTestI18n } from '../testing';
import { REVALIDATE_DEBOUNCE_MS, useRevalidateOnLanguage } from './use-revalidate-on-language';

let i18next: I18n;

function Probe({ onRevalidate }: { onRevalidate: () => void }) {
  useRevalidateOnLanguage(onRevalidate);
  // The instance the hook listens to (react-i18next's), which the test switches.
  i18next = useTranslation().i18n;
  return null;
}

// The clock is jest's, so a loaded machine cannot make the 100 ms check arrive late.
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('useRevalidateOnLanguage', () => {
  beforeAll(() => initTestI18n(['common']));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('revalidates once, 200 ms after the last of quick language changes, and stops on unmount', async () => {
    const revalidate = jest.fn();
    const { unmount } = render(<Probe onRevalidate={revalidate} />);
    await act(async () => {
      await i18next.changeLanguage('ID');
      await i18next.changeLanguage('FIL');
    });
    await advance(REVALIDATE_DEBOUNCE_MS - 1);
    expect(revalidate).not.toHaveBeenCalled();
    await advance(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => {
      await i18next.changeLanguage('EN');
    });
    await advance(REVALIDATE_DEBOUNCE_MS + 50);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
