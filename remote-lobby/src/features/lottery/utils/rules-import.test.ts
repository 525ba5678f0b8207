import { familyOf, playOf } from '@lobby/platform-api/lottery-rules';

test('the lottery rules load in the browser build', () => {
  expect(familyOf('LOTTO5D')?.display).toBe('DIGITS');
  const first = familyOf('LOTTO5D')!.plays[0]!;
  expect(playOf(first.id)?.family.code).toBe('LOTTO5D');
});
