import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  LockIcon,
  confirm,
  hideLoading,
  paths,
  showLoading,
  toast,
  TOAST_DURATIONS,
  useIsLoggedIn,
  useSessionStore,
  UserIcon,
} from '@lobby/shared';
import { checkValue, firstError, rulesByName, type Rule } from '@lobby/shared/validation';
import { authApi } from '@/api/auth-api';
import { AuthPageBar } from '@/components/AuthPageBar';
import { AuthField } from '@/components/AuthField';
import { useRuleTable } from '@/hooks/use-register-settings';
import { toastFailure } from '@/utils/errors';

const ORDER = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Field = (typeof ORDER)[number];

/** /m/changePsw (spec sections 2, 4, 5). */
export function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const table = useRuleTable();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  if (!loggedIn && !busy) return <Navigate to={paths.home} replace />;

  const rules: Record<Field, Rule[]> = {
    oldPassword: rulesByName(table, 'loginPassword', true),
    newPassword: rulesByName(table, 'password', true),
    confirmNewPassword: [
      { required: true, message: 'enter_password' },
      { validator: (value) => value === values.newPassword, message: 'confirm_not_matched' },
    ],
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ORDER) {
      const message = checkValue(rules[field], values[field]);
      if (message) found[field] = message;
    }
    setErrors(found);
    const first = firstError(ORDER, found);
    if (first) return refs[first].current?.focus();
    if (values.newPassword === values.oldPassword) {
      await confirm(t('common:errors.modify.new.old.same'), { title: t('changePassword.title') });
      return;
    }
    setBusy(true);
    showLoading({ timeoutMs: 10_000 });
    try {
      await authApi.changePassword(values);
      hideLoading();
      toast.success(t('changePassword.saved'), TOAST_DURATIONS.success);
      setValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      setTimeout(() => navigate(paths.home, { replace: true }), TOAST_DURATIONS.success);
    } catch (error) {
      hideLoading();
      toastFailure(error, t);
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <AuthField
      id={`change-${name}`}
      name={name}
      type="password"
      label={label}
      icon={<LockIcon size={20} />}
      autoComplete={autoComplete}
      maxLength={20}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] ? t(`common:errors.${errors[name]}`) : undefined}
      inputRef={refs[name]}
    />
  );

  return (
    <div className="auth-page">
      <AuthPageBar title={t('changePassword.title')} back={false} />
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        <AuthField
          id="change-username"
          name="username"
          label={t('login.username')}
          icon={<UserIcon size={20} />}
          value={userName}
          readOnly
          autoComplete="username"
        />
        {field('oldPassword', t('changePassword.old'), 'current-password')}
        {field('newPassword', t('changePassword.new'), 'new-password')}
        {field('confirmNewPassword', t('changePassword.confirm'), 'new-password')}
        <button
          className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
          type="submit"
          disabled={busy}
        >
          {t('changePassword.submit')}
        </button>
      </form>
    </div>
  );
}
