import { useTranslation } from 'react-i18next';
import type { Country } from '@lobby/platform-api/contract';
import { UserIcon } from '@lobby/shared';
import { AuthField } from './AuthField';

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
      <AuthField
        id={`${props.idPrefix}-mobile`}
        name="mobile"
        label={t('phone.mobile')}
        icon={<UserIcon size={20} />}
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
