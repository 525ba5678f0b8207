import { menuPrizeMode, merchantCss, prizeMode } from './prize-mode';

test('elott when the ELOTT mapping has TCG_LOTTO_VN or LOTT, else lott', () => {
  expect(prizeMode({ ELOTT: ['SEAL', 'TCG_LOTTO_VN'] })).toBe('elott');
  expect(prizeMode({ ELOTT: ['LOTT'] })).toBe('elott');
  expect(prizeMode({ ELOTT: ['SEAL'] })).toBe('lott');
  expect(prizeMode({ LOTT: ['TCG_LOTTO_VN'] })).toBe('lott');
  expect(prizeMode(undefined)).toBe('lott');
});

test('the css file is named after the merchant, safely', () => {
  expect(merchantCss('LOBBY01')).toBe('LOBBY01.css');
  expect(merchantCss('../x')).toBe('x.css');
  expect(merchantCss(undefined)).toBe('default.css');
});

test("the play menu's prize mode: lott is Lott, anything else the default Elott", () => {
  expect(menuPrizeMode('lott')).toBe('Lott');
  expect(menuPrizeMode('elott')).toBe('Elott');
  expect(menuPrizeMode(null)).toBe('Elott');
});
