import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast, TOAST_DURATIONS, UserIcon } from '@lobby/shared';
import { checkValue, rulesByName } from '@lobby/shared/validation';
import { authApi } from '@/api/auth-api';
import { AuthField } from '@/components/AuthField';
import { useRuleTable } from '@/hooks/use-register-settings';
import { toastFailure } from '@/utils/errors';

/** E-mail recovery: the platform mails a reset link to the member's address. */
export function EmailForm() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const table = useRuleTable();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: checkValue(rulesByName(table, 'loginUsername', true), username) ?? undefined,
      email:
        checkValue(
          [
            { required: true, message: 'email_format' },
            { type: 'email', message: 'email_format' },
          ],
          email,
        ) ?? undefined,
    };
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    try {
      await authApi.emailRecovery({ username, email });
      toast.success(t('forget.sent'), TOAST_DURATIONS.success);
      setTimeout(() => navigate(-1), TOAST_DURATIONS.success);
    } catch (error) {
      toastFailure(error, t);
    }
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <AuthField
        id="forget-username"
        name="username"
        label={t('login.username')}
        icon={<UserIcon size={20} />}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username && t(`common:errors.${errors.username}`)}
        inputRef={usernameRef}
      />
      <AuthField
        id="forget-email"
        name="email"
        type="email"
        label={t('forget.email')}
        icon={<UserIcon size={20} />}
        autoComplete="email"
        maxLength={255}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email && t(`common:errors.${errors.email}`)}
        inputRef={emailRef}
      />
      <button className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block" type="submit">
        {t('forget.retrieve')}
      </button>
    </form>
  );
}
