// Mobile number length by dialing code (issue 36 item 7), declared once: the server refuses a
// number of the wrong length for its country (MOBILE_INVALID on mobileNum) and the register form
// states and checks the same digits. Lengths count the national number as people type it: the
// subscriber number, or the same with the national trunk 0 in front where that is the habit.
// A dialing code not listed here is held only to the rule table's general 6–20 digits. The
// subscriber lengths are libphonenumber's mobile lengths (phone.test.ts checks its examples).

export interface MobileDigits {
  min: number;
  max: number;
}

export const MOBILE_DIGITS: Readonly<Record<string, MobileDigits>> = {
  '86': { min: 11, max: 11 }, // China: 1xx xxxx xxxx
  '63': { min: 10, max: 11 }, // Philippines: 9xx xxx xxxx, or 09xx…
  '84': { min: 9, max: 10 }, // Vietnam: 9 digits, or 0 + 9
  '66': { min: 9, max: 10 }, // Thailand: 9 digits, or 0 + 9
  '60': { min: 9, max: 11 }, // Malaysia: 1x xxx xxxx(x), or 0 + that
  '62': { min: 9, max: 13 }, // Indonesia: 8xx… 9 to 12 digits, or 0 + that
  '91': { min: 10, max: 10 }, // India
  '855': { min: 8, max: 10 }, // Cambodia: 8–9 digits, or 0 + that
  '95': { min: 7, max: 11 }, // Myanmar: 7–10 digits (17x xxxx, 9x…), or 0 + that
  '65': { min: 8, max: 8 }, // Singapore
  '852': { min: 8, max: 8 }, // Hong Kong
  '886': { min: 9, max: 10 }, // Taiwan: 9xx xxx xxx, or 09…
  '81': { min: 10, max: 11 }, // Japan: 10 digits, or 0 + 10
  '82': { min: 9, max: 11 }, // South Korea: 9–10 digits, or 0 + that
  '55': { min: 10, max: 11 }, // Brazil
  '1': { min: 10, max: 10 }, // United States
};

/** The digits a mobile number of this dialing code has, or null when not declared. */
export function mobileDigitsFor(dialingCode: string | undefined): MobileDigits | null {
  return (dialingCode && MOBILE_DIGITS[dialingCode]) || null;
}

/** Whether the number has its country's length (true for undeclared dialing codes). */
export function mobileFitsCountry(dialingCode: string | undefined, mobile: string): boolean {
  const digits = mobileDigitsFor(dialingCode);
  return digits === null || (mobile.length >= digits.min && mobile.length <= digits.max);
}
