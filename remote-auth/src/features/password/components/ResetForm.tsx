import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LockIcon, paths, toast, TOAST_DURATIONS } from '@lobby/shared';
import { checkValue, rulesByName } from '@lobby/shared/validation';
import { authApi } from '@/api/auth-api';
import { AuthField } from '@/components/AuthField';
import { useRuleTable } from '@/hooks/use-register-settings';
import { toastFailure } from '@/utils/errors';

/** The reset link's form (?resetToken=…): a new password, twice. */
export function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const table = useRuleTable();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      checkValue(rulesByName(table, 'password', true), password) ??
      (password !== confirmPassword ? 'confirm_not_matched' : null);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await authApi.resetPassword({ token, password, confirmPassword });
      toast.success(t('changePassword.saved'), TOAST_DURATIONS.success);
      navigate(paths.login, { replace: true });
    } catch (failure) {
      toastFailure(failure, t);
    }
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <AuthField
        id="reset-password"
        name="password"
        type="password"
        label={t('changePassword.new')}
        icon={<LockIcon size={20} />}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error && t(`common:errors.${error}`)}
      />
      <AuthField
        id="reset-confirm"
        name="confirmPassword"
        type="password"
        label={t('changePassword.confirm')}
        icon={<LockIcon size={20} />}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <button className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block" type="submit">
        {t('forget.submit')}
      </button>
    </form>
  );
}
