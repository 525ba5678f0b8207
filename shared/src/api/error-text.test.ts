import i18next from 'i18next';
import { ApiError, apiErrorText, refusalValue } from '@lobby/shared';
import { errorPath, isFieldError } from '@lobby/shared/field-errors';
import { initTestI18n } from '@lobby/shared/testing';

describe('the text and the field of a refusal', () => {
  beforeAll(() => initTestI18n(['common']));

  const refusedRate = new ApiError('INVALID_INPUT', 'invalid_input', 400, null, [
    { path: 'rates.LOTT', messageKey: 'rate_too_high' },
  ]);

  it('names the field the server refused, or none', () => {
    expect(errorPath(refusedRate)).toBe('rates.LOTT');
    expect(isFieldError(refusedRate, 'rates.LOTT')).toBe(true);
    expect(isFieldError(refusedRate, 'password')).toBe(false);
    expect(errorPath(new Error('boom'))).toBeNull();
    expect(isFieldError(new Error('boom'), 'rates.LOTT')).toBe(false);
  });

  it("says the catalogue's words, and the unknown error for anything else", () => {
    expect(apiErrorText(new Error('boom'), i18next.t)).toBe('Unknown error');
    expect(apiErrorText(refusedRate, i18next.t)).toBe(i18next.t('common:errors.invalid_input'));
  });
});

describe('refusalValue', () => {
  it("reads a refusal's value by its code, and nothing of another error", () => {
    const limited = new ApiError('RATE_LIMITED', 'rate_limited', 429, { retryAfterSeconds: 30 });
    expect(refusalValue(limited, 'RATE_LIMITED')).toEqual({ retryAfterSeconds: 30 });
    expect(refusalValue(limited, 'SMS_LIMITED')).toBeNull();
    expect(
      refusalValue(new ApiError('RATE_LIMITED', 'rate_limited', 429), 'RATE_LIMITED'),
    ).toBeNull();
    expect(refusalValue(new Error('boom'), 'RATE_LIMITED')).toBeNull();
  });
});
