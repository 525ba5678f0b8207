/** The captcha rule of spec section 5: required, numeric, at most 6. */
export function captchaError(code: string): string | undefined {
  if (!code) return 'captcha.required';
  if (!/^\d{1,6}$/.test(code)) return 'captcha.numeric';
  return undefined;
}
