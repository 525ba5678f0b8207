import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon, paths, UserIcon } from '@lobby/shared';
import { CaptchaField, TextField } from '@lobby/shared/auth-forms';
import { useLoginForm } from '../hooks/use-login-form';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const form = useLoginForm();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const errorText = (key?: string) => (key ? t(key) : undefined);

  return (
    <form className="auth-form" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <TextField
        id="login-username"
        name="username"
        label={t('login.username')}
        icon={<UserIcon size={20} />}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        value={form.values.username}
        onChange={(event) => form.change('username', event.target.value)}
        onBlur={() => form.blur('username')}
        error={errorText(form.errors.username)}
        valid={Boolean(form.touched.username && !form.errors.username)}
        inputRef={form.inputRefs.username}
      />
      <TextField
        id="login-password"
        name="password"
        type={passwordVisible ? 'text' : 'password'}
        label={t('login.password')}
        icon={<LockIcon size={20} />}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        maxLength={20}
        value={form.values.password}
        onChange={(event) => form.change('password', event.target.value)}
        onBlur={() => form.blur('password')}
        error={errorText(form.errors.password)}
        valid={Boolean(form.touched.password && !form.errors.password)}
        inputRef={form.inputRefs.password}
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
      <div className="auth-form__row">
        <label className="auth-check">
          <input
            type="checkbox"
            className="auth-check__input"
            checked={form.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
          />
          <span className="auth-check__box" aria-hidden="true" />
          {t('login.remember')}
        </label>
        <Link className="auth-link" to={paths.forget}>
          {t('login.forgot')}
        </Link>
      </div>
      <button
        className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
        type="submit"
        disabled={form.submitting}
      >
        {form.submitting && <span className="lb-btn__spinner" aria-hidden="true" />}
        {form.submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="auth-form__register">
        {t('login.noAccount')}{' '}
        <Link className="auth-link auth-link--strong" to={paths.register}>
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}
