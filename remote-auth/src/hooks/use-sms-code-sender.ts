import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsPurpose } from '@lobby/platform-api/contract';
import { toast, TOAST_DURATIONS, useCountdown } from '@lobby/shared';
import { captchaRequested, toastFailure } from '@/utils/errors';
import { usePhoneVerification } from './use-phone-verification';
import { useSmsCaptcha } from './use-sms-captcha';

interface Options {
  /** How often the resend countdown ticks (ms). */
  tickMs?: number;
  /** Whether the screen asks for the SMS captcha (register and login codes; never under Firebase). */
  captcha?: boolean;
}

/**
 * The "get code" button of an SMS code field (SMS login, register by mobile, phone password
 * recovery): sends the code through the platform or Firebase, starts the resend countdown,
 * tells the member it was sent, and shows a fresh SMS captcha after every send. The caller
 * checks its own fields first.
 */
export function useSmsCodeSender(purpose: SmsPurpose, { tickMs = 1000, captcha = false }: Options) {
  const { t } = useTranslation(['auth', 'common']);
  const phone = usePhoneVerification(purpose);
  const countdown = useCountdown(tickMs);
  const smsCaptcha = useSmsCaptcha(captcha && !phone.usesFirebase);
  const [sending, setSending] = useState(false);

  /**
   * Sends a code to the number; resolves true when it was sent. `onCaptchaRequested` runs when
   * the platform refused for want of a (right) captcha.
   */
  async function send(
    countryDialingCode: string,
    mobileNum: string,
    onCaptchaRequested?: () => void,
  ): Promise<boolean> {
    setSending(true);
    try {
      countdown.start(await phone.sendCode(countryDialingCode, mobileNum, smsCaptcha.answer()));
      toast.success(t('phone.sent'), TOAST_DURATIONS.sms);
      return true;
    } catch (error) {
      // Under Firebase a failed send only stops the loading state (spec section 8).
      if (!phone.usesFirebase) toastFailure(error, t);
      if (captchaRequested(error)) onCaptchaRequested?.();
      return false;
    } finally {
      setSending(false);
      smsCaptcha.afterSend();
    }
  }

  return { phone, smsCaptcha, secondsLeft: countdown.secondsLeft, sending, send };
}
