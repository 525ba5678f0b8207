import { checkAmount, feeOf, newRequestId } from './amount-input';

describe('checkAmount', () => {
  const limits = { min: 100, max: 50_000 };

  it.each([
    ['', { code: 'required' }],
    ['  ', { code: 'required' }],
    ['abc', { code: 'number' }],
    ['-5', { code: 'number' }],
    ['1e3', { code: 'number' }],
    ['100.123', { code: 'decimals' }],
    ['99.99', { code: 'min', limit: 100 }],
    ['50000.01', { code: 'max', limit: 50_000 }],
  ])('refuses %p', (text, problem) => {
    expect(checkAmount(text, limits).problem).toEqual(problem);
  });

  it('accepts an amount within the limits with up to 2 decimals', () => {
    expect(checkAmount(' 150.5 ', limits)).toEqual({ amount: 150.5, problem: null });
    expect(checkAmount('50000', limits)).toEqual({ amount: 50_000, problem: null });
  });

  it('refuses more than the member has before the limit', () => {
    expect(checkAmount('300', { ...limits, available: 250 }).problem).toEqual({
      code: 'balance',
      limit: 250,
    });
  });
});

describe('feeOf', () => {
  it('counts percent rounded to the cent plus the fixed part, like the server', () => {
    expect(feeOf(100, 1, 0)).toBe(1);
    expect(feeOf(150.55, 1.5, 2)).toBe(4.26);
    expect(feeOf(0.1, 0, 0.2)).toBe(0.2);
  });
});

describe('newRequestId', () => {
  it('makes ids the server accepts, a new one each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
