import { useTranslation } from 'react-i18next';
import { LockIcon, UserIcon } from '../../components/icons';
import { TextField } from '../login/components/TextField';
import type { Country } from './useCountries';

interface MobileProps {
  idPrefix: string;
  countries: Country[];
  dialingCode: string;
  mobile: string;
  error?: string;
  hint?: string;
  onDialingCode(code: string): void;
  onMobile(mobile: string): void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** Dialing-code picker and mobile number (digits, at most 20). */
export function MobileField(props: MobileProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-phone">
      <label className="auth-phone__code">
        <span className="auth-visually-hidden">{t('phone.dialingCode')}</span>
        <select
          aria-label={t('phone.dialingCode')}
          value={props.dialingCode}
          onChange={(event) => props.onDialingCode(event.target.value)}
        >
          {props.countries.map((country) => (
            <option key={country.code} value={country.dialingCode}>
              +{country.dialingCode} {country.code}
            </option>
          ))}
        </select>
      </label>
      <TextField
        id={`${props.idPrefix}-mobile`}
        name="mobile"
        label={t('phone.mobile')}
        icon={<UserIcon />}
        placeholder={t('phone.mobilePlaceholder')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        value={props.mobile}
        onChange={(event) => props.onMobile(event.target.value.replace(/\D/g, ''))}
        error={props.error}
        hint={props.hint}
        inputRef={props.inputRef}
      />
    </div>
  );
}

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
    <TextField
      id={props.id}
      name="verificationCode"
      label={t('phone.code')}
      icon={<LockIcon />}
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
