import { useTranslation } from 'react-i18next';
import { LockIcon } from '@lobby/shared';
import { AuthField } from './AuthField';

interface CodeProps {
  id: string;
  code: string;
  error?: string;
  secondsLeft: number;
  sending: boolean;
  onChange(code: string): void;
  onGetCode(): void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** SMS code (digits, at most 10) with the get-code button showing the seconds left. */
export function SmsCodeField(props: CodeProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthField
      id={props.id}
      name="verificationCode"
      label={t('phone.code')}
      icon={<LockIcon size={20} />}
      placeholder={t('phone.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={10}
      value={props.code}
      onChange={(event) => props.onChange(event.target.value.replace(/\D/g, ''))}
      error={props.error}
      inputRef={props.inputRef}
      trailing={
        <button
          type="button"
          className="auth-get-code"
          disabled={props.secondsLeft > 0 || props.sending}
          onClick={props.onGetCode}
        >
          {props.secondsLeft > 0
            ? t('phone.resendIn', { seconds: props.secondsLeft })
            : t('phone.getCode')}
        </button>
      }
    />
  );
}
