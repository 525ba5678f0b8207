import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MOBILE_DIGITS, mobileFitsCountry } from './phone.js';

// libphonenumber's metadata (PhoneNumberMetadata.xml): per country its mobile lengths, as the
// national significant number, and an example mobile number. Where the country has a trunk 0,
// people also type the number with it. The US dials a 1 in front instead, never typed here.
const LIBPHONENUMBER_MOBILE: Record<
  string,
  { lengths: number[]; example: string; trunk0: boolean }
> = {
  '86': { lengths: [11], example: '13123456789', trunk0: false }, // CN: the trunk 0 is for fixed lines
  '63': { lengths: [10], example: '9051234567', trunk0: true },
  '84': { lengths: [9], example: '912345678', trunk0: true },
  '66': { lengths: [9], example: '812345678', trunk0: true },
  '60': { lengths: [9, 10], example: '123456789', trunk0: true },
  '62': { lengths: [9, 10, 11, 12], example: '812345678', trunk0: true },
  '91': { lengths: [10], example: '8123456789', trunk0: false }, // IN: written as ten digits
  '855': { lengths: [8, 9], example: '91234567', trunk0: true },
  '95': { lengths: [7, 8, 9, 10], example: '92123456', trunk0: true },
  '65': { lengths: [8], example: '81234567', trunk0: false },
  '852': { lengths: [8], example: '51234567', trunk0: false },
  '886': { lengths: [9], example: '912345678', trunk0: true },
  '81': { lengths: [10], example: '7012345678', trunk0: true },
  '82': { lengths: [9, 10], example: '1020000000', trunk0: true },
  '55': { lengths: [10, 11], example: '11961234567', trunk0: false },
  '1': { lengths: [10], example: '2015550123', trunk0: false },
};

describe('mobile number lengths by dialing code', () => {
  test('every declared dialing code is checked against libphonenumber here', () => {
    assert.deepEqual(Object.keys(MOBILE_DIGITS).sort(), Object.keys(LIBPHONENUMBER_MOBILE).sort());
  });

  for (const [code, { lengths, example, trunk0 }] of Object.entries(LIBPHONENUMBER_MOBILE)) {
    test(`+${code}: every mobile length fits, with the trunk 0 where people type it, and no other`, () => {
      assert.ok(mobileFitsCountry(code, example), example);
      const typed = lengths.flatMap((n) => (trunk0 ? [n, n + 1] : [n]));
      const digits = MOBILE_DIGITS[code]!;
      for (const n of typed) assert.ok(mobileFitsCountry(code, '9'.repeat(n)), `${n} digits`);
      assert.equal(digits.min, Math.min(...typed));
      assert.equal(digits.max, Math.max(...typed));
    });
  }

  test('a dialing code not declared is held only to the general rule', () => {
    assert.equal(mobileFitsCountry('999', '1'), true);
    assert.equal(mobileFitsCountry(undefined, '123456789012'), true);
  });
});
