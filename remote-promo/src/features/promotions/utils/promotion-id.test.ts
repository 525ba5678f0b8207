import { parsePromotionId } from './promotion-id';

describe('promotion id query', () => {
  it('accepts positive integers only', () => {
    expect(parsePromotionId('12')).toBe(12);
    expect(parsePromotionId(null)).toBeNull();
    expect(parsePromotionId('0')).toBeNull();
    expect(parsePromotionId('-3')).toBeNull();
    expect(parsePromotionId('1e3')).toBeNull();
    expect(parsePromotionId('12abc')).toBeNull();
    expect(parsePromotionId('9999999999')).toBeNull();
  });
});
