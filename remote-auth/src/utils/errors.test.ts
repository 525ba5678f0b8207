import { ApiError, toast, TOAST_DURATIONS } from '@lobby/shared';
import type { TFunction } from 'i18next';
import { retryAfterSeconds, toastFailure } from './errors';

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;

describe('failure toasts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('tells how long to wait when a refusal says so (login delay, SMS limit)', () => {
    const shown = jest.spyOn(toast, 'error').mockReturnValue(0);
    const refused = new ApiError('RATE_LIMITED', 'rate_limited', 429, {
      captcha: true,
      retryAfterSeconds: 3.2,
    });
    toastFailure(refused, t);
    expect(shown).toHaveBeenCalledWith('common:errors.try_again_in:4');
  });

  it('keeps the catalogue message when no wait is given, and for SMS limits', () => {
    const shown = jest.spyOn(toast, 'error').mockReturnValue(0);
    toastFailure(new ApiError('RATE_LIMITED', 'rate_limited', 429, null), t);
    expect(shown).toHaveBeenLastCalledWith('common:errors.rate_limited');
    toastFailure(new ApiError('SMS_LIMITED', 'sms_limited', 429, { retryAfterSeconds: 1200 }), t);
    expect(shown).toHaveBeenLastCalledWith('common:errors.sms_limited');
  });

  it('tells a long wait of an attempt limit (trial accounts) in whole minutes, rounded up', () => {
    const shown = jest.spyOn(toast, 'error').mockReturnValue(0);
    toastFailure(new ApiError('RATE_LIMITED', 'rate_limited', 429, { retryAfterSeconds: 1200 }), t);
    expect(shown).toHaveBeenLastCalledWith(
      'common:errors.try_again_in_minutes:20',
      TOAST_DURATIONS.long,
    );
    toastFailure(new ApiError('RATE_LIMITED', 'rate_limited', 429, { retryAfterSeconds: 61 }), t);
    expect(shown).toHaveBeenLastCalledWith(
      'common:errors.try_again_in_minutes:2',
      TOAST_DURATIONS.long,
    );
  });

  it('says until when free play is paused on a device of a refused excluded login', () => {
    const shown = jest.spyOn(toast, 'error').mockReturnValue(0);
    const seen: unknown[] = [];
    const withValues = ((key: string, options?: unknown) => {
      seen.push(options);
      return key;
    }) as unknown as TFunction;
    toastFailure(
      new ApiError('TRIAL_EXCLUDED_DEVICE', 'trial_excluded_device', 403, {
        until: '2030-01-10T10:00:00.000Z',
      }),
      withValues,
    );
    expect(shown).toHaveBeenLastCalledWith(
      'common:errors.trial_excluded_device',
      TOAST_DURATIONS.long,
    );
    expect(seen).toEqual([{ until: expect.stringMatching(/^2030\/01\/1[01] \d\d:\d\d$/) }]);
  });

  it('reads only positive waits of the limit refusals (429: RATE_LIMITED, SMS_LIMITED, SMS_TOO_SOON)', () => {
    const wait = (code: 'RATE_LIMITED' | 'SMS_TOO_SOON' | 'LOGIN_FAILED', value: unknown) =>
      retryAfterSeconds(new ApiError(code, code.toLowerCase(), 429, value));
    expect(wait('RATE_LIMITED', { retryAfterSeconds: 8 })).toBe(8);
    expect(wait('SMS_TOO_SOON', { retryAfterSeconds: 60 })).toBe(60);
    expect(wait('RATE_LIMITED', { retryAfterSeconds: 0 })).toBeNull();
    expect(wait('RATE_LIMITED', { retryAfterSeconds: '8' })).toBeNull();
    expect(wait('RATE_LIMITED', null)).toBeNull();
    // Another refusal's value has no wait in the contract, whatever it carries.
    expect(wait('LOGIN_FAILED', { retryAfterSeconds: 8 })).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});
