import { act, renderHook } from '@testing-library/react';
import { initTestI18n } from '../testing';
import { TOAST_DURATIONS, useToastStore } from '../ui/toast/toast-store';
import { useRefuseTrial } from './use-refuse-trial';

describe('useRefuseTrial', () => {
  beforeAll(() => initTestI18n(['common']));

  it('refuses with the free_reject message for 2 s (spec section 4)', () => {
    const { result } = renderHook(() => useRefuseTrial());
    act(() => result.current());
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Please login an actual account to use this function',
      durationMs: TOAST_DURATIONS.guestRejection,
    });
    expect(TOAST_DURATIONS.guestRejection).toBe(2000);
  });
});
