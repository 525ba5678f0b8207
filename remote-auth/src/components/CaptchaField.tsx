import { useTranslation } from 'react-i18next';
import type { Captcha } from '@lobby/platform-api/contract';
import { LockIcon } from '@lobby/shared';
import { AuthField } from './AuthField';

interface Props {
  id: string;
  /** Visible label; "Captcha" unless the form has a second one (the SMS code's). */
  label?: string;
  captcha: Captcha;
  code: string;
  error?: string;
  onChange(code: string): void;
  onRefresh(): void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** Captcha code input with the clickable server image (click refreshes it). */
export function CaptchaField({
  id,
  label,
  captcha,
  code,
  error,
  onChange,
  onRefresh,
  inputRef,
}: Props) {
  const { t } = useTranslation('auth');
  return (
    <AuthField
      id={id}
      name="captcha"
      label={label ?? t('captcha.label')}
      icon={<LockIcon size={20} />}
      placeholder={t('captcha.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={code}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      inputRef={inputRef}
      trailing={
        <button
          type="button"
          className="auth-captcha"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
        >
          <img src={captcha.image} alt={t('captcha.image')} width={96} height={32} />
        </button>
      }
    />
  );
}
