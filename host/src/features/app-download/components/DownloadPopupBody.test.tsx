import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { captureInstallPrompt, useInstallPromptStore } from '../utils/install-prompt';
import { DownloadPopupBody } from './DownloadPopupBody';

const offers = {
  addToHomeScreen: false,
  android: 'https://download.example/lobby.apk',
  iosProfile: null,
  iosApp: null,
  icon: null,
};

describe("the download popup's install offer", () => {
  beforeAll(() => captureInstallPrompt());
  beforeEach(() => useInstallPromptStore.setState({ prompt: null }));

  it("offers the browser's install prompt once the browser offers one, and shows it on tap", async () => {
    await initTestI18n(['common'], 'EN');
    render(<DownloadPopupBody offers={offers} />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();

    const prompt = jest.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // one offer, one prompt
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toBeInTheDocument();
  });
});
