import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initTestI18n } from '../testing';
import { TOAST_DURATIONS, useToastStore } from '../ui/toast/toast-store';
import { useSessionStore } from './session-store';
import type { SessionInfo } from './session-types';
import { useRealAccountGate } from './use-real-account-gate';

function Screen() {
  return <p>{useRealAccountGate()}</p>;
}

function renderFirstPage() {
  return render(
    <MemoryRouter initialEntries={['/m/withdraw']} useTransitions={false}>
      <Routes>
        <Route path="/m/home" element={<p>home</p>} />
        <Route path="*" element={<Screen />} />
      </Routes>
    </MemoryRouter>,
  );
}

function logInAs(type: SessionInfo['type']) {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: 'M1',
    userName: 'someone',
    type,
    firstTimeLogin: false,
  });
}

describe('useRealAccountGate', () => {
  beforeAll(() => initTestI18n(['common']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('says who reads: a visitor or a member, and refuses nobody', () => {
    const { unmount } = renderFirstPage();
    expect(screen.getByText('visitor')).toBeInTheDocument();
    unmount();
    logInAs(0);
    renderFirstPage();
    expect(screen.getByText('member')).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('refuses a trial user once for 2 s, then goes home when opened directly', () => {
    jest.useFakeTimers();
    logInAs(4);
    renderFirstPage();
    expect(screen.getByText('trial')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Please login an actual account to use this function',
    ]);
    act(() => jest.advanceTimersByTime(TOAST_DURATIONS.guestRejection));
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
