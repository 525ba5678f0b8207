import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '￥', '￥0.00'],
    [5, '￥', '￥5.00'],
    [1234.5, '￥', '￥1,234.50'],
    [1234567.891, '₱', '₱1,234,567.89'],
    [1.005, '', '1.01'],
    [999.999, '$', '$1,000.00'],
    [-42.1, '￥', '-￥42.10'],
    [-0.001, '', '0.00'],
  ])('formats %p with %p as %p', (amount, symbol, expected) => {
    expect(formatMoney(amount, symbol)).toBe(expected);
  });

  it('shows -- for amounts that are not numbers', () => {
    expect(formatMoney(Number.NaN, '￥')).toBe('￥--');
    expect(formatMoney(Infinity)).toBe('--');
  });
});
