import { useEffect } from 'react';
import type { CaptchaAnswer } from '@/api/auth-api';
import { captchaError } from '@/utils/captcha-error';
import { useCaptcha } from './use-captcha';

/**
 * The captcha a register or login SMS code needs (purpose SMS): loaded while `needed` (the
 * platform sends the codes, not Firebase) and used up by every send, so `afterSend` shows a
 * new one whatever the answer was.
 */
export function useSmsCaptcha(needed: boolean) {
  const captcha = useCaptcha('SMS');
  const { refresh } = captcha;
  useEffect(() => {
    if (needed) void refresh();
  }, [needed, refresh]);
  const shown = needed && captcha.captcha !== null;
  return {
    ...captcha,
    shown,
    /** The rule problem of the typed answer (spec section 5), when a captcha is shown. */
    problem: (): string | undefined => (shown ? captchaError(captcha.code) : undefined),
    /** The fields of the SMS request. */
    answer: (): CaptchaAnswer | undefined =>
      shown && captcha.captcha
        ? { captchaId: captcha.captcha.captchaId, captcha: captcha.code }
        : undefined,
    afterSend: () => {
      if (needed) void refresh();
    },
  };
}
