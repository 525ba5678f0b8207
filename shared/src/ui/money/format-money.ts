/**
 * The one money formatter (spec section 9: pattern #,##0.00): formatMoney(1234.5, '￥') ->
 * '￥1,234.50'. Non-finite amounts show '--' rather than a wrong number.
 */
export function formatMoney(amount: number, symbol = ''): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return `${symbol}--`;
  const cents = Math.round((Math.abs(amount) + Number.EPSILON) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${symbol}${grouped}.${fraction}`;
}

/** The masked form shown when the balance is hidden. */
export const MASKED_AMOUNT = '****';
