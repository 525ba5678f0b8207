import { greetingKeyForHour } from './greeting';

describe('greeting by time of day (spec section 9)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('hour %i is %s', (hour, key) => {
    expect(greetingKeyForHour(hour)).toBe(key);
  });

  it('rejects hours that do not exist', () => {
    expect(() => greetingKeyForHour(-1)).toThrow(RangeError);
    expect(() => greetingKeyForHour(25)).toThrow(RangeError);
    expect(() => greetingKeyForHour(9.5)).toThrow(RangeError);
  });
});
