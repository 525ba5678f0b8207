import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon, UserIcon } from '@lobby/shared';
import { CaptchaField } from '@/components/CaptchaField';
import { AuthField } from '@/components/AuthField';
import { TwoFactorStep } from '@/components/TwoFactorStep';
import { useLoginForm } from '../hooks/use-login-form';
import type { LoginField } from '../utils/validation';
import { ExclusionPayoutStep } from './ExclusionPayoutStep';
import { LoginFormEnd } from './LoginFormEnd';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const form = useLoginForm();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const errorText = (key?: string) => (key ? t(key) : undefined);
  // What both fields take from the form: value, change, check on blur, error, tick and focus.
  const wiring = (name: LoginField) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.change(name, event.target.value),
    onBlur: () => form.blur(name),
    error: errorText(form.errors[name]),
    valid: Boolean(form.touched[name] && !form.errors[name]),
    inputRef: form.inputRefs[name],
  });

  if (form.twoFactorChallenge) {
    return (
      <TwoFactorStep
        challenge={form.twoFactorChallenge}
        onSignedIn={form.signedIn}
        onCancel={form.cancelTwoFactor}
      />
    );
  }

  if (form.exclusion?.payout) {
    return (
      <ExclusionPayoutStep
        offer={form.exclusion.payout}
        until={form.exclusion.until}
        onClose={form.closeExclusion}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <AuthField
        id="login-username"
        {...wiring('username')}
        label={t('login.username')}
        icon={<UserIcon size={20} />}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
      />
      <AuthField
        id="login-password"
        {...wiring('password')}
        type={passwordVisible ? 'text' : 'password'}
        label={t('login.password')}
        icon={<LockIcon size={20} />}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        maxLength={20}
        trailing={
          <button
            type="button"
            className="auth-field__toggle"
            aria-label={passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        }
      />
      {form.captcha.captcha && (
        <CaptchaField
          id="login-captcha"
          captcha={form.captcha.captcha}
          code={form.captcha.code}
          error={errorText(form.captchaMessage)}
          onChange={form.captcha.setCode}
          onRefresh={() => void form.captcha.refresh()}
          inputRef={form.captchaRef}
        />
      )}
      <LoginFormEnd
        remember={form.remember}
        onRemember={form.setRemember}
        rememberLabel={t('login.remember')}
        submitting={form.submitting}
      />
    </form>
  );
}
