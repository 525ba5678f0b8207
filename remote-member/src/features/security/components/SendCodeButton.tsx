import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '@lobby/platform-api/contract';
import { toast, useCountdown } from '@lobby/shared';
import { securityErrorText } from '../utils/error-text';

/**
 * "Send code": asks the platform for a code, then counts down to the next allowed send. A
 * refusal is passed to `onError` to be shown by the form.
 */
export function SendCodeButton({
  send,
  onError,
  disabled = false,
}: {
  send: () => Promise<CodeSent>;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('security');
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    onError(null);
    try {
      const sent = await send();
      countdown.start(Date.now() + sent.resendAfterSeconds * 1000);
      toast.success(t('codeSent', { to: sent.sentTo }));
    } catch (error) {
      onError(securityErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="lb-btn lb-btn--ghost security-send"
      disabled={disabled || busy || countdown.secondsLeft > 0}
      onClick={() => void click()}
    >
      {countdown.secondsLeft > 0
        ? t('resendIn', { seconds: countdown.secondsLeft })
        : t('sendCode')}
    </button>
  );
}
