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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useRevalidateOnLanguage', () => {
  beforeAll(() => initTestI18n(['common']));

  it('revalidates once, 200 ms after the last of quick language changes, and stops on unmount', async () => {
    const revalidate = jest.fn();
    const { unmount } = render(<Probe onRevalidate={revalidate} />);
    const started = Date.now();
    await act(async () => {
      await i18next.changeLanguage('ID');
      await i18next.changeLanguage('FIL');
    });
    await act(() => sleep(REVALIDATE_DEBOUNCE_MS / 2));
    expect(revalidate).not.toHaveBeenCalled();
    await act(() => sleep(REVALIDATE_DEBOUNCE_MS));
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REVALIDATE_DEBOUNCE_MS);
    unmount();
    await act(async () => {
      await i18next.changeLanguage('EN');
    });
    await act(() => sleep(REVALIDATE_DEBOUNCE_MS + 50));
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
