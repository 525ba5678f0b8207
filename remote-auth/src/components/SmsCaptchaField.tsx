import { useTranslation } from 'react-i18next';
import { CaptchaField } from './CaptchaField';
import type { useSmsCaptcha } from '@/hooks/use-sms-captcha';

interface Props {
  id: string;
  smsCaptcha: ReturnType<typeof useSmsCaptcha>;
  /** The rule message key of the typed answer, if any. */
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The SMS code's captcha (register by mobile, SMS login): shown while useSmsCaptcha needs it. */
export function SmsCaptchaField({ id, smsCaptcha, error, inputRef }: Props) {
  const { t } = useTranslation('auth');
  if (!smsCaptcha.shown || !smsCaptcha.captcha) return null;
  return (
    <CaptchaField
      id={id}
      label={t('captcha.smsLabel')}
      captcha={smsCaptcha.captcha}
      code={smsCaptcha.code}
      error={error ? t(error) : undefined}
      onChange={smsCaptcha.setCode}
      onRefresh={() => void smsCaptcha.refresh()}
      inputRef={inputRef}
    />
  );
}
