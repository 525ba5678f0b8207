import { parseNoticeIndex } from './notice-index';

describe('notice index query', () => {
  it('takes whole numbers only', () => {
    expect(parseNoticeIndex('0')).toBe(0);
    expect(parseNoticeIndex('12')).toBe(12);
    for (const bad of [null, '', '-1', '1.5', 'two', '1e3', '99999']) {
      expect(parseNoticeIndex(bad)).toBeNull();
    }
  });
});
